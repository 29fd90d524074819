import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { staffSessions, staffUsers } from '@/lib/db/schema';
import { endedSessions, sessionState, type SessionLifetime } from '@/lib/security/session-lifetime';
import { hashToken, isTokenShaped, newSessionToken } from '@/lib/security/session-token';
import type { StaffRole } from './roles';

/**
 * Server-side staff sessions (issue 15). The browser's cookie holds 32 random bytes; the table
 * holds their SHA-256, so neither a database copy nor a log line opens a session. A session ends
 * at logout, after STAFF_IDLE_MINUTES without a request, at its absolute end, and when its
 * account is switched off.
 */

/** Idle time after which a session ends: a desk computer left signed in locks itself. */
export const STAFF_IDLE_MINUTES = 30;
/** A working day and a little more: nobody stays signed in across days. */
export const STAFF_SESSION_HOURS = 12;
/** lastSeenAt is written at most once a minute. */
const LIFETIME: SessionLifetime = { idleMs: STAFF_IDLE_MINUTES * 60_000, touchEveryMs: 60_000 };

export type StaffActor = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The doctor record a 'doctor' account acts for (issue 47); null or absent for other roles. */
  doctorId?: number | null;
  /** The hash of the session the member acts in, when read from one (never the token). */
  sessionHash?: string;
};

export { hashToken };

/** How long a password accepted waits for its second factor. */
export const SECOND_FACTOR_MINUTES = 5;

export async function createSession(
  db: Db | Tx,
  staffId: number,
  now = new Date(),
  { secondFactorDue = false }: { secondFactorDue?: boolean } = {},
): Promise<string> {
  const token = newSessionToken();
  const lifetime = secondFactorDue
    ? SECOND_FACTOR_MINUTES * 60_000
    : STAFF_SESSION_HOURS * 3_600_000;
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
    secondFactorDue,
  });
  return token;
}

/** The signed-in staff member of `token`, or null (and the session deleted when it has ended). */
export async function readSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<StaffActor | null> {
  if (!isTokenShaped(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      doctorId: staffUsers.doctorId,
      active: staffUsers.active,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    // A password without its second factor opens nothing.
    .where(and(eq(staffSessions.tokenHash, tokenHash), eq(staffSessions.secondFactorDue, false)))
    .limit(1);
  if (!row) return null;
  const state = sessionState(row, now, LIFETIME);
  if (!row.active || state === 'ended') {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    return null;
  }
  if (state === 'touch') {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.tokenHash, tokenHash));
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    doctorId: row.doctorId,
    sessionHash: tokenHash,
  };
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!isTokenShaped(token)) return;
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Deletes sessions that have ended (run with each sign-in; a few rows at most). */
export async function sweepSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(staffSessions).where(endedSessions(staffSessions, now, LIFETIME));
}

/**
 * Ends every session of one account but the one it acts in (its second factor turned on or off:
 * a session opened by whoever had only the password, or before the change, must not stay open).
 */
export async function endOtherSessionsOf(
  db: Db | Tx,
  staffId: number,
  keepHash: string | undefined,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        keepHash ? ne(staffSessions.tokenHash, keepHash) : undefined,
      ),
    );
}

/** Ends every session of one account (switched off, or its password changed). */
export async function endSessionsOf(db: Db | Tx, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** The account waiting for its second factor under `token`, or null (ended, expired or unknown). */
export async function readPendingSignIn(db: Db | Tx, token: string | undefined, now = new Date()) {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      active: staffUsers.active,
      totpSecret: staffUsers.totpSecret,
      totpLastStep: staffUsers.totpLastStep,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        eq(staffSessions.secondFactorDue, true),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row && row.active && row.totpSecret ? row : null;
}
