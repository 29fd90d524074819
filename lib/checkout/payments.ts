import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { extraPayments, payments } from '@/lib/db/schema';
import type { PaymentRow } from './purchase';

/**
 * Payment rows, whatever was bought. One row per provider order, written with the reservation it
 * pays for; its status moves created -> paid or created -> failed (and failed -> paid when the
 * provider captures a payment after all).
 */

export async function findPaymentByOrder(
  db: Db | Tx,
  orderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, orderId))
    .limit(1);
  return row;
}

export const EXTRA_PAYMENT_REASON = 'A second payment for an order that was already paid';

/**
 * A verified payment for an order that a different payment had already settled: kept, flagged
 * for refund, in the caller's transaction (the late-payment rule: money received is never
 * dropped). Recording the same provider payment again changes nothing.
 */
export async function recordExtraPayment(
  tx: Tx,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(extraPayments)
    .values({
      paymentId: paymentRowId,
      providerPaymentId,
      reason: EXTRA_PAYMENT_REASON,
      receivedAt: now,
    })
    .onConflictDoNothing({ target: extraPayments.providerPaymentId });
}
