import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const ACCESS_SUBJECTS = ['appointment', 'pharmacy_order', 'lab_order'] as const;

/**
 * A one-time code sent to a patient or shopper who asked to see their booking or order without an
 * account (issue 16; lib/self-service/access.ts). Only a salted hash of the six digits is kept.
 * The code admits `attempts` below the limit until `expires_at`; once entered, the row carries the
 * hash of the browser's access token (`grant_hash`, in an httpOnly cookie) until
 * `grant_expires_at`. A new code for the same record retires the earlier ones.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type', { enum: ACCESS_SUBJECTS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    grantHash: text('grant_hash').unique(),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_codes_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('access_codes_created_idx').on(t.createdAt),
    check(
      'access_codes_subject_known',
      sql`${t.subjectType} in ('appointment', 'pharmacy_order', 'lab_order')`,
    ),
    check('access_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
  ],
);
