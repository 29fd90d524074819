import 'server-only';
import { and, eq } from 'drizzle-orm';
import { findAppointmentSummary } from '@/lib/booking/reads';
import type { Db, Tx } from '@/lib/db/open';
import { appointments, payments } from '@/lib/db/schema';
import { attachReceipt } from '@/lib/invoices/receipt-email';
import { noticeAppointmentConfirmed } from '@/lib/notifications/appointment-notice';
import { NotFoundError, isUniqueViolation } from '@/lib/api/errors';
import { indiaNow, isPastSlot, parseTime12h } from '@/lib/time/india';
import { recordSecondPayment, refusePaymentOfAnotherOrder } from '../checkout/payments';

/**
 * The settle step of an appointment's purchase (./purchase.ts): a verified payment confirms the
 * booking it held, or is flagged for refund when the slot is lost or its time has come.
 */

/**
 * 'refund_due': paid after the hold lapsed and someone else took the slot, or paid once the slot's
 * time had come. 'extra_payment': the booking was already paid by another payment; this one is
 * recorded for refund.
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

/** The booking a payment settled, as its confirmation answers it. */
async function describe(tx: Tx, appointmentId: number, outcome: PaymentOutcome) {
  const summary = await findAppointmentSummary(tx, eq(appointments.id, appointmentId));
  if (!summary) throw new NotFoundError('Unknown appointment');
  return { outcome, ...summary };
}

/**
 * A held or lapsed-but-free slot is confirmed; a slot lost to someone else after the hold
 * lapsed, or whose time has already come, leaves the payment flagged for refund. A payment
 * already settled changes nothing.
 */
export async function settleAppointmentPayment(
  db: Db,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
): Promise<SettledAppointment> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentRowId))
      .for('update');
    if (!payment?.appointmentId) throw new NotFoundError('Unknown payment order');

    if (payment.status === 'paid' && payment.providerPaymentId === providerPaymentId) {
      return describe(tx, payment.appointmentId, payment.refundDue ? 'refund_due' : 'confirmed');
    }
    if (payment.status === 'paid') {
      await recordSecondPayment(tx, payment.id, providerPaymentId, now);
      // Both payments of a booking lost after its hold lapsed are refunded: say so.
      return describe(
        tx,
        payment.appointmentId,
        payment.refundDue ? 'refund_due' : 'extra_payment',
      );
    }
    await refusePaymentOfAnotherOrder(tx, payment.id, providerPaymentId);

    const [appointment] = await tx
      .select({
        id: appointments.id,
        status: appointments.status,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
      })
      .from(appointments)
      .where(eq(appointments.id, payment.appointmentId))
      .for('update');
    if (!appointment) throw new NotFoundError('Unknown appointment');

    const confirm = { status: 'confirmed' as const, confirmedAt: now, expiresAt: null };
    let lost: string | null = null;
    const started = isPastSlot(
      appointment.slotDate,
      parseTime12h(appointment.slotTime) ?? 0,
      indiaNow(now),
    );
    if (appointment.status !== 'confirmed' && started) {
      // Paid once the visit's time had come (an abandoned checkout approved late): there is no
      // visit left to confirm, so the money goes back.
      await tx
        .update(appointments)
        .set({ status: 'cancelled', expiresAt: null })
        .where(and(eq(appointments.id, appointment.id), eq(appointments.status, 'held')));
      lost = 'Paid after the time of the visit had passed';
    } else if (appointment.status === 'held') {
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
        lost = 'Paid after the hold lapsed; the slot was booked by someone else';
      }
    }

    const refundDue = lost !== null;
    await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId, refundDue, failureReason: lost, updatedAt: now })
      .where(eq(payments.id, payment.id));
    // The patient hears back: the confirmation and reminders join the outbox with the booking.
    if (!refundDue) {
      await noticeAppointmentConfirmed(tx, appointment.id, now);
      await attachReceipt(tx, { type: 'appointment', id: appointment.id });
    }
    return describe(tx, appointment.id, refundDue ? 'refund_due' : 'confirmed');
  });
}
