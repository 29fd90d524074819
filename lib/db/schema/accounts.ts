import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONSENT_PURPOSES,
  PATIENT_GENDERS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  RELATIONSHIPS,
} from './constants';
import { foreignId, timestamptz, timestamptzNow } from './columns';
import { checkOneOf, checkPincodeFormat } from './constraints';

/**
 * A patient's account (issue 46): opened by the 10-digit mobile number it verified with a code,
 * never by a password. The e-mail is optional and in lower case; it signs in by link only once
 * verified. Separate from the staff console's accounts and sessions.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    email: text('email').notNull().default(''),
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: timestamptzNow('created_at'),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (t) => [
    check('accounts_phone_format', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('accounts_email_lower', sql`${t.email} = lower(${t.email})`),
    index('accounts_email_idx')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
  ],
);

/**
 * The people an account books and buys for: its holder (relationship 'self', exactly one) and up
 * to six family members (lib/accounts/family.ts counts them under a lock on the account row).
 */
export const accountPatients = pgTable(
  'account_patients',
  {
    id: serial('id').primaryKey(),
    accountId: foreignId('account_id', () => accounts.id, 'cascade'),
    relationship: text('relationship', { enum: RELATIONSHIPS }).notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: PATIENT_GENDERS }),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    index('account_patients_account_idx').on(t.accountId, t.id),
    uniqueIndex('account_patients_one_holder_idx')
      .on(t.accountId)
      .where(sql`${t.relationship} = 'self'`),
    checkOneOf('account_patients_relationship_known', t.relationship, RELATIONSHIPS),
    check(
      'account_patients_gender_known',
      sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`,
    ),
  ],
);

/** An address an account saved, checked against the delivery area when saved. */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: foreignId('account_id', () => accounts.id, 'cascade'),
    label: text('label').notNull().default(''),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('account_addresses_account_idx').on(t.accountId, t.id),
    checkPincodeFormat('account_addresses_pincode_format', t.pincode),
  ],
);

/**
 * A signed-in browser of a patient (lib/accounts/sessions.ts): the cookie holds a random token,
 * the table its SHA-256. Ends at sign-out, after the idle time, at `expires_at`, and with
 * 'Sign out everywhere'.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: foreignId('account_id', () => accounts.id, 'cascade'),
    createdAt: timestamptzNow('created_at'),
    lastSeenAt: timestamptzNow('last_seen_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('account_sessions_account_idx').on(t.accountId),
    index('account_sessions_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * A sign-in code sent by SMS to a mobile number (lib/accounts/sign-in.ts), or a sign-in link
 * e-mailed to an account's verified address (`channel` 'email', `account_id` set). Only salted
 * hashes are kept; a new code for the same number retires the earlier ones.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** The number the code was sent to (sms), or the account's (email). */
    phone: text('phone').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('sign_in_codes_phone_idx').on(t.phone, t.createdAt),
    index('sign_in_codes_created_idx').on(t.createdAt),
    check('sign_in_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
    checkOneOf('sign_in_codes_channel_known', t.channel, ['sms', 'email']),
  ],
);

/**
 * The consent ledger (DPDP Act 2023 s.5-6): every grant and withdrawal, per purpose, with the
 * version of the notice shown and the time; never updated. An erased account's rows lose their
 * account and keep the phone's hash, so the hospital can still show what was consented to.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    phoneHash: text('phone_hash').notNull(),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    at: timestamptzNow('at'),
  },
  (t) => [
    index('consent_records_account_idx').on(t.accountId, t.purpose, t.at),
    checkOneOf('consent_records_purpose_known', t.purpose, CONSENT_PURPOSES),
  ],
);

/**
 * What a patient asked of the privacy centre and what came of it, for the admins' console: an
 * export, a correction, a withdrawn consent, an erasure. Kept after an erasure (without the
 * account) as the record that the request was carried out.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    phoneHash: text('phone_hash').notNull(),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: PRIVACY_REQUEST_STATUSES }).notNull(),
    /** What was done, in words, with no personal data (what was erased, what kept and why). */
    outcome: text('outcome').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('privacy_requests_created_idx').on(t.createdAt, t.id),
    index('privacy_requests_account_idx').on(t.accountId),
    checkOneOf('privacy_requests_kind_known', t.kind, PRIVACY_REQUEST_KINDS),
    checkOneOf('privacy_requests_status_known', t.status, PRIVACY_REQUEST_STATUSES),
  ],
);

/**
 * The account a booking or an order belongs to and the family member it is for (issue 46): set
 * when a signed-in patient buys, or when a guest's purchase is claimed by the phone an account
 * verified (lib/accounts/claim.ts); null for a guest's. An erased account leaves its records
 * (kept as the law requires) without an owner.
 */
export const accountColumns = () => ({
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  patientId: integer('patient_id').references(() => accountPatients.id, { onDelete: 'set null' }),
});
