import 'server-only';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { periodicPass } from '@/lib/ops/periodic-pass';
import { getStorage } from '@/lib/storage';
import { purgePrescriptions } from './prescriptions';

/**
 * The scheduled deletion of prescriptions (issue 18; docs/decisions/prescriptions.md): every
 * server runs a pass a minute after it starts and then every hour, so a restart never skips one
 * for long. Passes on several instances at once are harmless (each deletes what is due; a file
 * already gone is no error).
 */

const FIRST_PASS_MS = 60_000;
const EVERY_MS = 60 * 60_000;

export const startPrescriptionRetention = periodicPass({
  firstMs: FIRST_PASS_MS,
  everyMs: EVERY_MS,
  run: async () => {
    const deleted = await purgePrescriptions(await getDb(), getStorage());
    if (deleted > 0) logger.info({ deleted }, 'prescriptions past their retention deleted');
  },
  failure: 'the prescription retention pass failed; retried within the hour',
});
