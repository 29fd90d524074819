import 'server-only';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
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
  input: {
    paymentId: number;
    reason: string;
    /** Who refunded; null when the patient cancelled online. */
    staffId: number | null;
    providerPaymentId?: string;
  },
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
 * The refund of the payment the provider knows as `providerPaymentId` (a double payment's refund
 * shares its payment row, so it is looked up by the provider's id), for the console's order pages.
 */
export async function refundOfPayment(
  db: Db,
  providerPaymentId: string | null | undefined,
): Promise<RefundRow | null> {
  if (!providerPaymentId) return null;
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerPaymentId, providerPaymentId))
    .limit(1);
  return row ?? null;
}

/** A 'sending' refund older than this is taken to have died with its process, and retried. */
export const REFUND_SEND_STALE_MS = 5 * 60_000;
/** The provider's answer is not waited for longer than this. */
export const REFUND_PROVIDER_TIMEOUT_MS = 30_000;

/**
 * `promise`, or a rejection with `signal`'s reason once it aborts. The Razorpay SDK takes no
 * signal, so its request is left to end on its own while nothing waits for it; the listener goes
 * with the answer, and AbortSignal.timeout's timer keeps neither the process nor the closure alive.
 */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Asks the provider for a recorded refund that is not yet processed, and records its answer.
 * 1. Claim: one short statement moves the row to 'sending' (from pending or failed, or from a
 *    'sending' left by a process that died), so two staff members pressing 'Retry refund' at
 *    once send it once; no transaction stays open while the provider is asked.
 * 2. Reconcile: a refund the provider already holds for the payment (an earlier attempt whose
 *    answer was lost) is recorded, not sent again.
 * 3. Send, with a timeout: 'processed' with the provider's id, or 'failed' on a refusal. When
 *    the provider does not answer in time the row stays 'sending'; the next retry (after
 *    REFUND_SEND_STALE_MS) reconciles first.
 */
export async function sendRefund(
  db: Db,
  provider: PaymentProvider,
  refundId: number,
  now = new Date(),
  timeoutMs = REFUND_PROVIDER_TIMEOUT_MS,
): Promise<RefundRow> {
  const stale = new Date(now.getTime() - REFUND_SEND_STALE_MS);
  const [claimed] = await db
    .update(refunds)
    .set({ status: 'sending', attemptedAt: now })
    .where(
      and(
        eq(refunds.id, refundId),
        or(
          inArray(refunds.status, ['pending', 'failed']),
          and(eq(refunds.status, 'sending'), lt(refunds.attemptedAt, stale)),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!row) throw new NothingToRefundError();
    return row;
  }
  let update: Partial<RefundRow>;
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const ask = async () => {
      const held = await provider.findRefund(claimed.providerPaymentId);
      // Past the deadline nothing more is sent: a later retry asks the provider first.
      deadline.throwIfAborted();
      return (
        held ??
        provider.refund({
          paymentId: claimed.providerPaymentId,
          amountPaise: claimed.amountPaise,
          receipt: `refund-${claimed.id}`,
        })
      );
    };
    const answer = await unlessAborted(ask(), deadline);
    update = {
      status: 'processed',
      providerRefundId: answer.id,
      failure: null,
      processedAt: new Date(),
    };
  } catch (error) {
    if (deadline.aborted && error === deadline.reason) {
      // It may have reached the provider: left 'sending', so no retry sends it before the stale
      // time, and that retry asks the provider first.
      logger.warn({ refundId: claimed.id }, 'refund: no answer from the provider in time');
      return claimed;
    }
    logger.error(
      { refundId: claimed.id, err: safeError(error) },
      'refund not accepted by the provider',
    );
    update = { status: 'failed', failure: 'The payment provider did not accept the refund' };
  }
  const [row] = await db
    .update(refunds)
    .set(update)
    .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'sending')))
    .returning();
  return row ?? claimed;
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

/** What the console says of a refund after trying to send it, true to the state it is in. */
export const REFUND_OUTCOMES = {
  processed: 'The full amount has been refunded.',
  failed:
    "The payment provider refused the refund. It is recorded: retry it from this page, or check the payment in the provider's dashboard.",
  sending: `The refund was sent and the payment provider has not answered yet: look again in ${REFUND_SEND_STALE_MS / 60_000} minutes, when it can be retried.`,
  pending:
    'The refund is recorded but has not reached the payment provider yet: retry it from this page.',
} as const satisfies Record<RefundRow['status'], string>;

export function refundOutcome(refund: RefundRow): string {
  return REFUND_OUTCOMES[refund.status];
}

/**
 * What the console says after a change that recorded `refund` (a cancellation, a rejection):
 * `done`, and how the refund went once sent; `noRefund` when nothing was paid.
 */
export async function sendRefundAndSay(
  db: Db,
  refund: RefundRow | null,
  done: string,
  noRefund = done,
): Promise<string> {
  if (!refund) return noRefund;
  const sent = await sendRecordedRefund(db, refund);
  return `${done}. ${refundOutcome(sent)}`;
}
