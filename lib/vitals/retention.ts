import 'server-only';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { periodicPass } from '@/lib/ops/periodic-pass';
import { addDays, indiaToday } from '@/lib/time/india';
import { deleteDaysBefore } from './queries';

/**
 * The vitals' retention (docs/decisions/real-user-vitals.md): days older than RETENTION_DAYS are
 * deleted by a pass every server runs a few minutes after it starts and then daily; passes on
 * several instances at once are harmless.
 */
export const VITALS_RETENTION_DAYS = 400;

const FIRST_PASS_MS = 5 * 60_000;
const EVERY_MS = 24 * 60 * 60_000;

/** The first day kept on `now`'s India day. */
export function firstKeptDay(now = new Date()): string {
  return addDays(indiaToday(now), -VITALS_RETENTION_DAYS + 1);
}

export const startVitalsRetention = periodicPass({
  firstMs: FIRST_PASS_MS,
  everyMs: EVERY_MS,
  run: async () => {
    const deleted = await deleteDaysBefore(await getDb(), firstKeptDay());
    if (deleted > 0) logger.info({ deleted }, 'web vitals past their retention deleted');
  },
  failure: 'the web vitals retention pass failed; retried daily',
});
