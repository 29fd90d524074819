import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/open';
import { appointments, extraPayments, payments } from '../db/schema';
import { forgetSchedules } from './schedule';

/**
 * Payment rows, whatever was bought. One row per provider order, created with the order; its
 * status moves created -> paid or created -> failed (and failed -> paid when a retry succeeds).
 */

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, orderId))
    .limit(1);
  return row;
}

/**
 * The checkout failed or was closed, or a `payment.failed` webhook came: an unpaid payment is
 * marked failed and an appointment it held is released, so the patient can try again at once.
 * A paid payment is never touched; a later successful retry takes the slot again if still free.
 * Returns whether anything changed.
 */
export async function failPayment(
  db: Db,
  orderId: string,
  reason: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId))
      .for('update');
    if (!payment || payment.status !== 'created') return false;
    await tx
      .update(payments)
      .set({
        status: 'failed',
        failureReason: reason.slice(0, 500) || 'Payment failed',
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (payment.appointmentId) {
      await tx
        .update(appointments)
        .set({ status: 'cancelled', expiresAt: null })
        .where(and(eq(appointments.id, payment.appointmentId), eq(appointments.status, 'held')));
    }
    return true;
  });
  forgetSchedules();
  return changed;
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
