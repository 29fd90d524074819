import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/open';
import { appointments, extraPayments, payments, refunds } from '@/lib/db/schema';
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
  appointmentReference: string | null;
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
  const late = await db
    .select({
      purpose: payments.purpose,
      paymentId: payments.id,
      providerPaymentId: sql<string>`${payments.providerPaymentId}`,
      amountPaise: payments.amountPaise,
      reason: sql<string>`coalesce(${payments.failureReason}, 'Paid after the hold lapsed')`,
      receivedAt: payments.updatedAt,
      appointmentReference: appointments.reference,
      refund,
    })
    .from(payments)
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
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
      purpose: payments.purpose,
      paymentId: payments.id,
      providerPaymentId: extraPayments.providerPaymentId,
      amountPaise: payments.amountPaise,
      reason: extraPayments.reason,
      receivedAt: extraPayments.receivedAt,
      appointmentReference: appointments.reference,
      refund,
    })
    .from(extraPayments)
    .innerJoin(payments, eq(payments.id, extraPayments.paymentId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(refunds, eq(refunds.providerPaymentId, extraPayments.providerPaymentId))
    .where(notRefunded(extraPayments.providerPaymentId));
  return [...late, ...extra].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}
