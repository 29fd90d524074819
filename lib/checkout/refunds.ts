import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { ServiceError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { payments, refunds } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { getPaymentProvider } from '@/lib/payments';
import type { PaymentProvider } from '@/lib/payments/provider';

/**
 * Refunds, whatever was bought (issue 15). Two steps, so that money never goes out without the
 * record, nor twice:
 * 1. `recordRefund`, inside the transaction that cancels the purchase: a 'pending' row, one per
 *    provider payment (a unique key), so a second refund of the same payment is refused whoever
 *    asks, however often and however concurrently.
 * 2. `sendRefund`, after that commit: the provider is asked, and the row becomes 'processed'
 *    or 'failed' (shown in the console with a retry). A crash between the steps leaves it
 *    'pending', retried the same way; Razorpay refuses to refund more than was paid, so a retry
 *    of a refund that did reach it cannot pay out twice.
 */

export class AlreadyRefundedError extends ServiceError {
  constructor() {
    super(409, 'This payment has already been refunded', 'already_refunded');
  }
}

export class NothingToRefundError extends ServiceError {
  constructor() {
    super(409, 'There is no captured payment to refund', 'nothing_to_refund');
  }
}

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Records the full refund of the paid payment `paymentId` in the caller's transaction; with
 * `providerPaymentId`, of that second payment of the same provider order (an extra payment).
 */
export async function recordRefund(
  tx: Tx,
  input: { paymentId: number; reason: string; staffId: number; providerPaymentId?: string },
): Promise<RefundRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, input.paymentId))
    .for('update');
  if (!payment || payment.status !== 'paid' || !payment.providerPaymentId) {
    throw new NothingToRefundError();
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      providerPaymentId: input.providerPaymentId ?? payment.providerPaymentId,
      amountPaise: payment.amountPaise,
      reason: input.reason,
      staffId: input.staffId,
    })
    .onConflictDoNothing({ target: refunds.providerPaymentId })
    .returning();
  if (!row) throw new AlreadyRefundedError();
  return row;
}

/**
 * Asks the provider for a recorded refund that is not yet processed, and records its answer. The
 * row stays locked (FOR UPDATE SKIP LOCKED) while the provider is asked, so two staff members
 * pressing 'Retry refund' at once send it once: the second finds it locked and changes nothing.
 * A process that dies mid-call releases the lock and leaves the row pending, to be retried.
 */
export async function sendRefund(
  db: Db,
  provider: PaymentProvider,
  refundId: number,
): Promise<RefundRow> {
  const sent = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['pending', 'failed'])))
      .for('update', { skipLocked: true });
    if (!claimed) return null;
    let update: Partial<RefundRow>;
    try {
      const answer = await provider.refund({
        paymentId: claimed.providerPaymentId,
        amountPaise: claimed.amountPaise,
        receipt: `refund-${claimed.id}`,
      });
      update = {
        status: 'processed',
        providerRefundId: answer.id,
        failure: null,
        processedAt: new Date(),
      };
    } catch (error) {
      logger.error(
        { refundId: claimed.id, err: safeError(error) },
        'refund refused by the provider',
      );
      update = { status: 'failed', failure: 'The payment provider did not accept the refund' };
    }
    const [row] = await tx
      .update(refunds)
      .set(update)
      .where(eq(refunds.id, claimed.id))
      .returning();
    return row;
  });
  if (sent) return sent;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) throw new NothingToRefundError();
  return row;
}

/**
 * Sends a refund just recorded (after its transaction has committed) through the running
 * server's provider; with payments switched off it stays pending, to be retried from the console.
 */
export async function sendRecordedRefund(db: Db, refund: RefundRow): Promise<RefundRow> {
  let provider: PaymentProvider;
  try {
    provider = getPaymentProvider();
  } catch {
    return refund;
  }
  return sendRefund(db, provider, refund.id);
}

/** What the console says of a refund after trying to send it. */
export function refundOutcome(refund: RefundRow): string {
  if (refund.status === 'processed') return 'The full amount has been refunded.';
  return 'The refund is recorded but has not reached the payment provider yet: retry it from this page.';
}
