import { lte, not, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * When a server-side session (a patient's, the staff console's) has ended, and when its last-seen
 * time is written: one rule for both tables. A session ends at its absolute end (`expiresAt`)
 * and after `idleMs` without a request; `lastSeenAt` is written at most every `touchEveryMs`, not
 * on every request.
 */
export type SessionLifetime = { idleMs: number; touchEveryMs: number };

type Times = { expiresAt: Date; lastSeenAt: Date };
type TimeColumns = { expiresAt: PgColumn; lastSeenAt: PgColumn };

/** 'ended' (delete it), 'touch' (in use: write its last-seen time) or 'live'. */
export function sessionState(
  session: Times,
  now: Date,
  { idleMs, touchEveryMs }: SessionLifetime,
): 'ended' | 'touch' | 'live' {
  const unseenMs = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt <= now || unseenMs >= idleMs) return 'ended';
  return unseenMs > touchEveryMs ? 'touch' : 'live';
}

/** The same end in SQL: the rows of sessions that have ended on `now`. */
export function endedSessions(columns: TimeColumns, now: Date, { idleMs }: SessionLifetime): SQL {
  return or(
    lte(columns.expiresAt, now),
    lte(columns.lastSeenAt, new Date(now.getTime() - idleMs)),
  ) as SQL;
}

/** The rows of sessions still open on `now`. */
export function liveSessions(columns: TimeColumns, now: Date, lifetime: SessionLifetime): SQL {
  return not(endedSessions(columns, now, lifetime));
}
