import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { accounts, accountSessions } from '@/lib/db/schema';
import {
  endedSessions,
  liveSessions,
  sessionState,
  type SessionLifetime,
} from '@/lib/security/session-lifetime';
import { hashToken, isTokenShaped, newSessionToken } from '@/lib/security/session-token';

/**
 * A patient's signed-in browsers (issue 46), apart from the staff console's: a session ends at
 * sign-out, after IDLE_DAYS without a visit, at its absolute end (SESSION_DAYS after sign-in),
 * with 'Sign out everywhere' and when the account is erased (cascade).
 */

export const IDLE_DAYS = 14;
export const SESSION_DAYS = 60;
const DAY_MS = 86_400_000;
/** lastSeenAt is written at most every ten minutes. */
const LIFETIME: SessionLifetime = { idleMs: IDLE_DAYS * DAY_MS, touchEveryMs: 10 * 60_000 };

/** The signed-in patient: the account and the phone it verified. */
export type AccountActor = {
  id: number;
  phone: string;
  email: string;
  /** The hash of the session this request is in (never the token). */
  sessionHash: string;
};

export async function openSession(db: Db | Tx, accountId: number, now = new Date()) {
  const token = newSessionToken();
  await db.insert(accountSessions).values({
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  });
  return token;
}

/** The account signed in with `token`, or null (and the session deleted once it has ended). */
export async function readSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<AccountActor | null> {
  if (!isTokenShaped(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: accounts.id,
      phone: accounts.phone,
      email: accounts.email,
      lastSeenAt: accountSessions.lastSeenAt,
      expiresAt: accountSessions.expiresAt,
    })
    .from(accountSessions)
    .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
    .where(eq(accountSessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const state = sessionState(row, now, LIFETIME);
  if (state === 'ended') {
    await db.delete(accountSessions).where(eq(accountSessions.tokenHash, tokenHash));
    return null;
  }
  if (state === 'touch') {
    await db
      .update(accountSessions)
      .set({ lastSeenAt: now })
      .where(eq(accountSessions.tokenHash, tokenHash));
  }
  return { id: row.id, phone: row.phone, email: row.email, sessionHash: tokenHash };
}

/** Ends the session of `token` (sign-out). */
export async function endSession(db: Db | Tx, token: string | undefined): Promise<void> {
  if (!isTokenShaped(token)) return;
  await db.delete(accountSessions).where(eq(accountSessions.tokenHash, hashToken(token)));
}

/** 'Sign out everywhere': every session of the account, this one included. */
export async function endAllSessions(db: Db | Tx, accountId: number): Promise<void> {
  await db.delete(accountSessions).where(eq(accountSessions.accountId, accountId));
}

/** How many browsers are signed in to the account now (the account page says so). */
export async function openSessionCount(db: Db | Tx, accountId: number, now = new Date()) {
  const rows = await db
    .select({ hash: accountSessions.tokenHash })
    .from(accountSessions)
    .where(
      and(eq(accountSessions.accountId, accountId), liveSessions(accountSessions, now, LIFETIME)),
    );
  return rows.length;
}

/** Deletes ended sessions (run with each sign-in; a few rows at most). */
export async function sweepSessions(db: Db | Tx, now = new Date()): Promise<void> {
  await db.delete(accountSessions).where(endedSessions(accountSessions, now, LIFETIME));
}
