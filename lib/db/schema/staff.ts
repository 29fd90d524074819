import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foreignId, timestamptz, timestamptzNow } from './columns';
import { STAFF_ROLES } from './constants';
import { checkOneOf } from './constraints';
import { doctors } from './doctors';

/**
 * A member of the hospital's staff who signs in to /staff (issue 15). The e-mail is stored in
 * lower case; the password only as an argon2id hash. `demo` marks the seeded demo accounts, which
 * sign in only while the demo's test mode is on (lib/staff/auth.ts).
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The doctor record a 'doctor' account works as (issue 47); null for every other role. */
    doctorId: integer('doctor_id').references(() => doctors.id, { onDelete: 'restrict' }),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    /**
     * The authenticator app's secret (base32) once the second factor is on (lib/staff/totp.ts);
     * the pending one while it is being set up; the last time step a code was accepted for, so a
     * code is never accepted twice.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamptzNow('created_at'),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (t) => [
    checkOneOf('staff_users_role_known', t.role, STAFF_ROLES),
    check('staff_users_doctor_link', sql`(${t.role} = 'doctor') = (${t.doctorId} is not null)`),
    uniqueIndex('staff_users_doctor_idx')
      .on(t.doctorId)
      .where(sql`${t.doctorId} is not null`),
    check('staff_users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a copy of
 * the database opens no session. A session ends at logout, after `STAFF_IDLE_MINUTES` without a
 * request, and at `expires_at` whatever happens.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: foreignId('staff_id', () => staffUsers.id, 'cascade'),
    createdAt: timestamptzNow('created_at'),
    lastSeenAt: timestamptzNow('last_seen_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** A password accepted, its second factor still to come: opens nothing (5 minutes). */
    secondFactorDue: boolean('second_factor_due').notNull().default(false),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * Every change a staff member makes, and every view of a prescription: who, when, what, and the
 * changed fields before and after (never a password). Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: foreignId('staff_id', () => staffUsers.id, 'restrict'),
    at: timestamptzNow('at'),
    /** What was done, as `<entity>.<verb>`: 'callback.update', 'prescription.view', 'staff.login'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** `{ field: { before, after } }` for a change; `{}` for a view or a sign-in. */
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  ],
);
