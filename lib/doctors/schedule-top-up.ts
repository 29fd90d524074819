import 'server-only';
import type { Db } from '@/lib/db/open';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { ensureSchedules } from '@/lib/seed';
import { indiaToday } from '@/lib/time/india';
import { forgetSchedules } from './schedule-reads';

/**
 * Doctors' slots stay 14 days ahead however long a server runs: a start tops them up
 * (lib/db/prepare.ts), and so does a pass every hour, so a server up for weeks never runs its
 * pickers dry. Idempotent (only missing slots are written, ON CONFLICT DO NOTHING): passes on
 * several instances at once are harmless. docs/decisions/doctor-schedules.md.
 */

const EVERY_MS = 60 * 60_000;

/** One pass: the days from today (India, at `now`) that lack slots get them. */
export async function topUpSchedules(db: Db, now: Date = new Date()): Promise<number> {
  const added = await ensureSchedules(db, indiaToday(now));
  // This process's pickers read the new days at once.
  if (added > 0) forgetSchedules();
  return added;
}

async function pass(): Promise<void> {
  try {
    const added = await topUpSchedules(await getDb());
    if (added > 0) logger.info({ added }, 'doctor slots added for the days ahead');
  } catch (error) {
    logger.warn({ err: safeError(error) }, 'the schedule top-up failed; retried within the hour');
  }
}

let started = false;

export function startScheduleTopUp(): void {
  if (started) return;
  started = true;
  // unref: the timer never keeps a stopping server alive.
  setInterval(() => void pass(), EVERY_MS).unref();
}
