import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow } from './columns';
import { checkOneOf } from './constraints';

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
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    grantHash: text('grant_hash').unique(),
    grantExpiresAt: timestamptz('grant_expires_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('access_codes_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('access_codes_created_idx').on(t.createdAt),
    checkOneOf('access_codes_subject_known', t.subjectType, ACCESS_SUBJECTS),
    check('access_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
  ],
);
