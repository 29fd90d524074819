import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appointments, doctors, payments } from '../db/schema';
import type { CheckoutResult, PaymentProvider } from '../payments/provider';
import { toDdMmYyyy } from '../time/india';
import { NotFoundError, PaymentVerificationError, isUniqueViolation } from './errors';
import { findPaymentByOrder, recordExtraPayment, type PaymentRow } from './payments';
import { forgetSchedules } from './schedule';

/**
 * The appointment side of a verified payment. Idempotent, because the browser's callback and
 * the provider's webhooks may each report the same payment, in any order and more than once.
 */

export type Clock = { now?: Date };

/**
 * 'refund_due': paid after the hold lapsed and someone else took the slot. 'extra_payment': the
 * booking was already paid by another payment; this one is recorded for refund.
 */
export type PaymentOutcome = 'confirmed' | 'refund_due' | 'extra_payment';

export type SettledAppointment = {
  outcome: PaymentOutcome;
  reference: string;
  doctorName: string;
  /** 'dd/mm/yyyy' */
  date: string;
  time: string;
  amountPaise: number;
};

/**
 * The browser's checkout result. The signature is checked in constant time against the order id
 * WE stored, so a result for another order, or any altered field, confirms nothing.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  result: CheckoutResult,
  clock: Clock = {},
): Promise<SettledAppointment> {
  const payment = await findPaymentByOrder(db, result.razorpay_order_id);
  if (!payment || payment.purpose !== 'appointment') {
    throw new NotFoundError('Unknown payment order');
  }
  const verified = provider.verifyPayment(
    payment.providerOrderId,
    result.razorpay_payment_id,
    result.razorpay_signature,
  );
  if (!verified) throw new PaymentVerificationError();
  return settleAppointmentPayment(db, payment.id, result.razorpay_payment_id, clock);
}

/**
 * A payment already verified (checkout signature or signed webhook) settles its appointment:
 * a held or lapsed-but-free slot is confirmed; a slot lost to someone else after the hold lapsed
 * leaves the payment flagged for refund. A payment already settled changes nothing.
 */
export async function settleAppointmentPayment(
  db: Db,
  paymentRowId: number,
  providerPaymentId: string,
  { now = new Date() }: Clock = {},
): Promise<SettledAppointment> {
  const settled = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentRowId))
      .for('update');
    if (!payment?.appointmentId) throw new NotFoundError('Unknown payment order');

    if (payment.status === 'paid' && payment.providerPaymentId === providerPaymentId) {
      return describe(tx as unknown as Db, payment.appointmentId, outcomeOf(payment));
    }
    const [elsewhere] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.providerPaymentId, providerPaymentId), ne(payments.id, payment.id)))
      .limit(1);
    if (elsewhere) throw new PaymentVerificationError('This payment belongs to another order.');
    if (payment.status === 'paid') {
      await recordExtraPayment(tx, payment.id, providerPaymentId, now);
      return describe(tx as unknown as Db, payment.appointmentId, 'extra_payment');
    }

    const [appointment] = await tx
      .select({ id: appointments.id, status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, payment.appointmentId))
      .for('update');
    if (!appointment) throw new NotFoundError('Unknown appointment');

    const confirm = { status: 'confirmed' as const, confirmedAt: now, expiresAt: null };
    let refundDue = false;
    if (appointment.status === 'held') {
      // Still ours, even past expiry: nobody has taken the slot, or this row would be expired.
      await tx.update(appointments).set(confirm).where(eq(appointments.id, appointment.id));
    } else if (appointment.status !== 'confirmed') {
      // The hold lapsed or was released: take the slot again unless someone else now has it.
      // A savepoint keeps the transaction usable when the unique index refuses.
      try {
        await tx.transaction(async (sp) => {
          await sp.update(appointments).set(confirm).where(eq(appointments.id, appointment.id));
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        refundDue = true;
      }
    }

    await tx
      .update(payments)
      .set({
        status: 'paid',
        providerPaymentId,
        refundDue,
        failureReason: refundDue
          ? 'Paid after the hold lapsed; the slot was booked by someone else'
          : null,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    return describe(tx as unknown as Db, appointment.id, refundDue ? 'refund_due' : 'confirmed');
  });
  forgetSchedules();
  return settled;
}

function outcomeOf(payment: PaymentRow): PaymentOutcome {
  return payment.refundDue ? 'refund_due' : 'confirmed';
}

async function describe(db: Db, appointmentId: number, outcome: PaymentOutcome) {
  const [row] = await db
    .select({
      reference: appointments.reference,
      doctorName: doctors.name,
      date: appointments.slotDate,
      time: appointments.slotTime,
      amountPaise: appointments.amountPaise,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, appointmentId));
  return { outcome, ...row, date: toDdMmYyyy(row.date) };
}

/** The confirmation page's details; only confirmed bookings are shown. */
export async function findConfirmedAppointment(db: Db, reference: string) {
  const [row] = await db
    .select({
      reference: appointments.reference,
      doctorName: doctors.name,
      date: appointments.slotDate,
      time: appointments.slotTime,
      amountPaise: appointments.amountPaise,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.reference, reference), eq(appointments.status, 'confirmed')))
    .limit(1);
  return row ? { ...row, date: toDdMmYyyy(row.date) } : null;
}
