import 'server-only';
import { and, count, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { InvalidInputError } from '@/lib/api/errors';
import { orders, prescriptionFiles } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import type { FileStorage } from '@/lib/storage';
import {
  PRESCRIPTION_MESSAGES,
  PRESCRIPTION_RETENTION_DAYS,
  UNUSED_PRESCRIPTION_HOURS,
} from './prescription-rules';

/**
 * Prescription pages (issue 18) after their upload (./prescription-upload.ts): named by an
 * unguessable token the browser puts in its payment order, attached to the order its payment
 * stores, deleted when unused or past the retention period. Rules: ./prescription-rules.ts.
 */

/**
 * Refuses a payment order whose prescription names a page that was never uploaded, is already
 * part of an order, or is older than UNUSED_PRESCRIPTION_HOURS (it is about to be deleted).
 */
export async function checkPrescriptionTokens(db: Db, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  const since = sql`now() - make_interval(hours => ${UNUSED_PRESCRIPTION_HOURS})`;
  const [{ n }] = await db
    .select({ n: count() })
    .from(prescriptionFiles)
    .where(
      and(
        inArray(prescriptionFiles.token, [...tokens]),
        isNull(prescriptionFiles.pharmacyOrderId),
        gt(prescriptionFiles.createdAt, since),
      ),
    );
  if (n !== new Set(tokens).size) {
    throw new InvalidInputError({ 'prescription.files': PRESCRIPTION_MESSAGES.unknownFile });
  }
}

/** Attaches the pages to the order the verified payment stored (those not attached already). */
export async function attachPrescription(
  tx: Tx,
  orderId: number,
  tokens: readonly string[],
): Promise<void> {
  if (tokens.length === 0) return;
  await tx
    .update(prescriptionFiles)
    .set({ pharmacyOrderId: orderId })
    .where(
      and(inArray(prescriptionFiles.token, [...tokens]), isNull(prescriptionFiles.pharmacyOrderId)),
    );
}

/**
 * The retention job's one pass: deletes the pages never attached to an order within
 * UNUSED_PRESCRIPTION_HOURS, and those of orders placed more than PRESCRIPTION_RETENTION_DAYS
 * ago, files first, then their rows (a file whose removal fails keeps its row, for the next pass).
 * Answers how many were deleted. Safe to run on several instances at once.
 */
export async function purgePrescriptions(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const unusedBefore = new Date(now.getTime() - UNUSED_PRESCRIPTION_HOURS * 3_600_000);
  const keptBefore = new Date(now.getTime() - PRESCRIPTION_RETENTION_DAYS * 86_400_000);
  const expired = await db
    .select({ id: prescriptionFiles.id, storageKey: prescriptionFiles.storageKey })
    .from(prescriptionFiles)
    .where(
      or(
        and(
          isNull(prescriptionFiles.pharmacyOrderId),
          lt(prescriptionFiles.createdAt, unusedBefore),
        ),
        inArray(
          prescriptionFiles.pharmacyOrderId,
          db.select({ id: orders.id }).from(orders).where(lt(orders.createdAt, keptBefore)),
        ),
      ),
    )
    .limit(1000);
  const removed: number[] = [];
  for (const file of expired) {
    try {
      await storage.remove(file.storageKey);
      removed.push(file.id);
    } catch (error) {
      logger.warn(
        { err: safeError(error) },
        'a prescription file could not be deleted; retried next pass',
      );
    }
  }
  if (removed.length > 0) {
    await db.delete(prescriptionFiles).where(inArray(prescriptionFiles.id, removed));
  }
  return removed.length;
}
