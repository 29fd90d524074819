import 'server-only';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
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

async function pass(): Promise<void> {
  try {
    const deleted = await purgePrescriptions(await getDb(), getStorage());
    if (deleted > 0) logger.info({ deleted }, 'prescriptions past their retention deleted');
  } catch (error) {
    logger.warn(
      { err: safeError(error) },
      'the prescription retention pass failed; retried within the hour',
    );
  }
}

let started = false;

export function startPrescriptionRetention(): void {
  if (started) return;
  started = true;
  // unref: the timers never keep a stopping server alive.
  setTimeout(() => {
    void pass();
    setInterval(() => void pass(), EVERY_MS).unref();
  }, FIRST_PASS_MS).unref();
}
