import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { NotFoundError, PaymentVerificationError, isUniqueViolation } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { extraPayments, payments } from '@/lib/db/schema';
import type { PaymentRow, Purpose } from './purchase';

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

/**
 * Marks an unpaid payment of `purpose` paid and answers its kept cart; no row when it was paid
 * already (or is not of that purpose). On PostgreSQL a concurrent second call waits for the row
 * lock, then finds it paid: the caller then answers with what the first one stored.
 */
export async function claimPayment(
  tx: Tx,
  purpose: Purpose,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
) {
  try {
    return await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId, failureReason: null, updatedAt: now })
      .where(
        and(
          eq(payments.id, paymentRowId),
          eq(payments.purpose, purpose),
          ne(payments.status, 'paid'),
        ),
      )
      .returning({ id: payments.id, cart: payments.cart });
  } catch (error) {
    // provider_payment_id is unique: one payment never pays two orders.
    if (isUniqueViolation(error)) {
      throw new PaymentVerificationError('This payment belongs to another order.');
    }
    throw error;
  }
}

/** An order purchase's settlement, as its confirmation route answers it. */
export type SettledOrder = {
  /** Null when no order was stored: the payment came too late for what it held (`refundDue`). */
  reference: string | null;
  totalPaise: number;
  /** False when this payment had already been stored (a repeated confirmation). */
  created: boolean;
  /** The order was already paid by another payment; this one is recorded for refund. */
  extraPayment?: boolean;
  /** Paid after its hold lapsed and what it held went to others: refunded, no order. */
  refundDue?: boolean;
};

/** A claimed-already payment row with the order it bought, if one was stored. */
export type PaidRow = {
  reference: string | null;
  totalPaise: number | null;
  amountPaise: number;
  refundDue: boolean;
  paidWith: string | null;
};

/**
 * The answer to a settlement of a payment already claimed (a repeated confirmation, the webhook
 * and the browser both reporting it, or a second payment of the same provider order): the answer
 * given the first time (the order stored, or refund due when it was paid too late), and for
 * another provider payment, that payment recorded for refund as well.
 */
export async function settledBefore(
  tx: Tx,
  row: PaidRow | undefined,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
): Promise<SettledOrder> {
  if (!row || (row.reference === null && !row.refundDue)) {
    throw new NotFoundError('Unknown payment order');
  }
  const first: SettledOrder =
    row.reference === null
      ? { reference: null, totalPaise: row.amountPaise, created: false, refundDue: true }
      : { reference: row.reference, totalPaise: row.totalPaise!, created: false };
  if (row.paidWith === providerPaymentId) return first;
  await recordSecondPayment(tx, paymentRowId, providerPaymentId, now);
  return { ...first, extraPayment: true };
}

/** Refuses a provider payment that is stored on another payment row: one payment, one order. */
export async function refusePaymentOfAnotherOrder(
  tx: Tx,
  paymentRowId: number,
  providerPaymentId: string,
): Promise<void> {
  const [elsewhere] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, providerPaymentId), ne(payments.id, paymentRowId)))
    .limit(1);
  if (elsewhere) throw new PaymentVerificationError('This payment belongs to another order.');
}

/**
 * A verified payment of a provider order that another payment already settled: refused when it
 * paid another order, else recorded for refund (recordExtraPayment). Money received is never
 * dropped, whether the first payment bought something or is itself due for refund.
 */
export async function recordSecondPayment(
  tx: Tx,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
): Promise<void> {
  await refusePaymentOfAnotherOrder(tx, paymentRowId, providerPaymentId);
  await recordExtraPayment(tx, paymentRowId, providerPaymentId, now);
}
