import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/open';
import { appointments, extraPayments, payments, orders, refunds } from '@/lib/db/schema';
import type { Purpose } from './purchase';

/**
 * Money received that bought nothing, for the console: payments that arrived after their slot or
 * units were lost (flagged by the checkout) and second payments of an order already paid.
 */

export type DueRefund = {
  purpose: Purpose;
  /** The payment row; with `providerPaymentId` naming which of its payments to return. */
  paymentId: number;
  providerPaymentId: string;
  amountPaise: number;
  reason: string;
  receivedAt: Date;
  /** The appointment, pharmacy order or lab order paid for, when one was stored. */
  purchaseId: number | null;
  purchaseReference: string | null;
  /** Who paid, from the purchase or, for an order never stored, from its checkout. */
  payerName: string | null;
  payerPhone: string | null;
  /** The refund already recorded and not yet through (sent again by the same button), or null. */
  refund: { status: RefundStatus; failure: string | null } | null;
};

type RefundStatus = (typeof refunds.$inferSelect)['status'];

/**
 * Money received that bought nothing: late payments that lost their slot, and second payments,
 * until their refund has gone through. One whose recorded refund failed, or never reached the
 * provider (payments were off, the process died), stays listed with that refund's state, so the
 * desk can send it again.
 */
export async function refundsDue(db: Db): Promise<DueRefund[]> {
  const notRefunded = (providerPaymentId: AnyPgColumn) =>
    sql`not exists (select 1 from ${refunds} r where r.provider_payment_id = ${providerPaymentId} and r.status = 'processed')`;
  const refund = {
    status: refunds.status,
    failure: refunds.failure,
  };
  // A pharmacy or lab checkout keeps its contact in the cart until the order is stored.
  const checkout = (field: string) => sql`${payments.cart} -> 'delivery' ->> ${field}`;
  const purchase = {
    purchaseId: sql<number | null>`coalesce(${appointments.id}, ${orders.id})`.mapWith(
      (value: unknown) => (value === null ? null : Number(value)),
    ),
    purchaseReference: sql<string | null>`coalesce(${appointments.reference}, ${orders.reference})`,
    payerName: sql<
      string | null
    >`coalesce(${appointments.patientName}, ${orders.name}, ${checkout('name')})`,
    payerPhone: sql<
      string | null
    >`coalesce(${appointments.phone}, ${orders.phone}, ${checkout('phone_number')})`,
  };
  // What both lists read of the payment row, the purchase and the refund.
  const paid = {
    purpose: payments.purpose,
    paymentId: payments.id,
    amountPaise: payments.amountPaise,
    ...purchase,
    refund,
  };
  const late = await db
    .select({
      ...paid,
      providerPaymentId: sql<string>`${payments.providerPaymentId}`,
      reason: sql<string>`coalesce(${payments.failureReason}, 'Paid after the hold lapsed')`,
      receivedAt: payments.updatedAt,
    })
    .from(payments)
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(refunds, eq(refunds.providerPaymentId, payments.providerPaymentId))
    .where(
      and(
        eq(payments.refundDue, true),
        eq(payments.status, 'paid'),
        notRefunded(payments.providerPaymentId),
      ),
    );
  const extra = await db
    .select({
      ...paid,
      providerPaymentId: extraPayments.providerPaymentId,
      reason: extraPayments.reason,
      receivedAt: extraPayments.receivedAt,
    })
    .from(extraPayments)
    .innerJoin(payments, eq(payments.id, extraPayments.paymentId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(refunds, eq(refunds.providerPaymentId, extraPayments.providerPaymentId))
    .where(notRefunded(extraPayments.providerPaymentId));
  return [...late, ...extra].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

/** A cancelled purchase whose refund has not gone through, with what the console needs to open it. */
export type RefundNotThrough = {
  purpose: Purpose;
  /** The appointment's, pharmacy order's or lab order's id, for its page and its 'Retry refund'. */
  purchaseId: number;
  purchaseReference: string;
  payerName: string;
  payerPhone: string;
  amountPaise: number;
  reason: string;
  recordedAt: Date;
  status: Exclude<RefundStatus, 'processed'>;
};

/**
 * Refunds of cancelled purchases (by the patient online, or by the hospital) that have not gone
 * through: refused by the provider, never sent (payments were off, the process died) or still
 * being sent. Each purchase's page can send its refund again; this is the list across all of them,
 * oldest first, so none is forgotten. Late and second payments are `refundsDue`'s.
 */
export async function refundsNotThrough(db: Db): Promise<RefundNotThrough[]> {
  const rows = await db
    .select({
      purpose: payments.purpose,
      purchaseId: sql<number>`coalesce(${appointments.id}, ${orders.id})`,
      purchaseReference: sql<string>`coalesce(${appointments.reference}, ${orders.reference})`,
      payerName: sql<string>`coalesce(${appointments.patientName}, ${orders.name})`,
      payerPhone: sql<string>`coalesce(${appointments.phone}, ${orders.phone})`,
      amountPaise: refunds.amountPaise,
      reason: refunds.reason,
      recordedAt: refunds.createdAt,
      status: refunds.status,
    })
    .from(refunds)
    // The payment that bought the purchase: a late or second payment's refund is not a cancellation's.
    .innerJoin(payments, eq(payments.providerPaymentId, refunds.providerPaymentId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(and(ne(refunds.status, 'processed'), eq(payments.refundDue, false)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.flatMap((row) =>
    row.status === 'processed' || row.purchaseId === null
      ? []
      : [{ ...row, purchaseId: Number(row.purchaseId), status: row.status }],
  );
}

/** How many refunds wait for a desk that handles the purposes `mine` accepts: both lists above. */
export async function countRefundsWaiting(
  db: Db,
  mine: (purpose: Purpose) => boolean,
): Promise<number> {
  const [due, stuck] = await Promise.all([refundsDue(db), refundsNotThrough(db)]);
  return [...due, ...stuck].filter((row) => mine(row.purpose)).length;
}
