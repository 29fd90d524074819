import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { payments } from '@/lib/db/schema';
import type { CheckoutResult, PaymentProvider } from '@/lib/payments/provider';
import { NotFoundError, PaymentVerificationError } from '@/lib/api/errors';
import { findPaymentByOrder } from './payments';
import type { Clock, Purchase, Quote } from './purchase';
import { PURCHASES } from './registry';

/**
 * Verified payments, whatever was bought. A payment is settled by its purchase whether the
 * browser's confirmation or the provider's webhook comes first; settling is idempotent per
 * payment, so both may come, in any order and more than once.
 */

/**
 * The browser's checkout result for `purchase`. The signature is checked in constant time
 * against the order id WE stored, so a result for another order, or any altered field, confirms
 * nothing.
 */
export async function confirmCheckout<Settled>(
  db: Db,
  provider: PaymentProvider,
  purchase: Purchase<never, Quote, Settled>,
  result: CheckoutResult,
  { now = new Date() }: Clock = {},
): Promise<Settled> {
  const payment = await findPaymentByOrder(db, result.razorpay_order_id);
  if (!payment || payment.purpose !== purchase.purpose) {
    throw new NotFoundError('Unknown payment order');
  }
  const verified = provider.verifyPayment(
    payment.providerOrderId,
    result.razorpay_payment_id,
    result.razorpay_signature,
  );
  if (!verified) throw new PaymentVerificationError(purchase.notVerified);
  return settleAndTell(db, purchase, payment.id, result.razorpay_payment_id, now);
}

/** Settles a payment whose authenticity is already proven (a signed webhook); false if unknown. */
export async function settleVerifiedPayment(
  db: Db,
  orderId: string,
  providerPaymentId: string,
  { now = new Date() }: Clock = {},
): Promise<boolean> {
  const payment = await findPaymentByOrder(db, orderId);
  if (!payment) return false;
  await settleAndTell(db, PURCHASES[payment.purpose], payment.id, providerPaymentId, now);
  return true;
}

/**
 * The payment settled by its purchase, then the purchase told (`afterChange`). Settled first:
 * inside `afterChange?.(…)` the settling would be skipped for a purchase without `afterChange`
 * (an optional call evaluates no argument when it is absent).
 */
async function settleAndTell<Settled>(
  db: Db,
  purchase: Purchase<never, Quote, Settled>,
  paymentId: number,
  providerPaymentId: string,
  now: Date,
): Promise<Settled> {
  const settled = await purchase.settle(db, paymentId, providerPaymentId, now);
  purchase.afterChange?.(settled);
  return settled;
}

/**
 * The checkout failed or was closed, or a `payment.failed` webhook came: an unpaid payment is
 * marked failed and what it reserved is released, so the buyer can try again at once. A paid
 * payment is never touched; a later successful retry takes what it bought again if still free.
 * Returns whether anything changed.
 */
export async function failPayment(
  db: Db,
  orderId: string,
  reason: string,
  { now = new Date() }: Clock = {},
): Promise<boolean> {
  const failed = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId))
      .for('update');
    if (!payment || payment.status !== 'created') return null;
    await tx
      .update(payments)
      .set({
        status: 'failed',
        failureReason: reason.slice(0, 500) || 'Payment failed',
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    const purchase = PURCHASES[payment.purpose];
    await purchase.release?.(tx, payment);
    return purchase;
  });
  failed?.afterChange?.();
  return failed !== null;
}
