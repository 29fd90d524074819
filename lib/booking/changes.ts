import 'server-only';
import { bookingPayment } from '@/lib/booking/booking-payment';
import { and, eq, lte, sql } from 'drizzle-orm';
import { InvalidInputError, isUniqueViolation, NotFoundError } from '@/lib/api/errors';
import { recordRefund, type RefundRow } from '@/lib/checkout/refunds';
import { queryRows, type Tx } from '@/lib/db/open';
import { appointments, doctorSlots, payments } from '@/lib/db/schema';
import { onLeave } from '@/lib/doctors/leave';
import {
  noticeAppointmentCancelled,
  noticeAppointmentMoved,
} from '@/lib/notifications/appointment-notice';
import { indiaNow, isPastSlot } from '@/lib/time/india';
import { slotAllows } from '@/lib/consult/modes';
import { visitLabel } from './attendance';
import { lastBookableDate } from './slots';

/**
 * Moving and cancelling a confirmed booking, whoever asks: the front desk (staff-actions.ts) or
 * the patient on /appointment/manage (lib/self-service/booking.ts). Each runs in the caller's
 * transaction, which also writes the caller's audit entry.
 */

type Slot = { slotId: number; slotDate: string; slotTime: string };

/**
 * Marks a lapsed hold on one time of a doctor as expired, in the caller's transaction: the
 * one-booking-per-slot index counts held rows, and a checkout abandoned minutes ago must not keep
 * a time the picker already shows as free.
 */
export async function expireStaleHold(
  tx: Tx,
  slot: { doctorId: number; date: string; time: string },
  now: Date,
) {
  await tx
    .update(appointments)
    .set({ status: 'expired' })
    .where(
      and(
        eq(appointments.doctorId, slot.doctorId),
        eq(appointments.slotDate, slot.date),
        eq(appointments.slotTime, slot.time),
        eq(appointments.status, 'held'),
        lte(appointments.expiresAt, now),
      ),
    );
}

/**
 * Moves booking `id` to `slotId`, another free time of the same doctor: a slot of the doctor's
 * schedule in the booking window, in the future, not on a day of leave. The booking row is
 * locked; the one-booking-per-slot index decides a race for the new time (inside a savepoint, so
 * the caller's transaction stays usable), and the old time is free at once. The amount paid stays
 * as it was; the patient is sent the new time and reminders.
 */
export async function moveBooking(
  tx: Tx,
  id: number,
  slotId: number,
  now = new Date(),
): Promise<{ before: Slot; after: Slot }> {
  const [booking] = await tx
    .select({
      doctorId: appointments.doctorId,
      status: appointments.status,
      attendance: appointments.attendance,
      mode: appointments.mode,
      slotId: appointments.slotId,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  if (!booking) throw new NotFoundError('This appointment does not exist');
  if (booking.status !== 'confirmed' || booking.attendance !== null) {
    throw new InvalidInputError({
      slot_id: `This appointment is ${visitLabel(booking).toLowerCase()}: it cannot be moved`,
    });
  }
  const [slot] = await tx
    .select()
    .from(doctorSlots)
    .where(and(eq(doctorSlots.id, slotId), eq(doctorSlots.doctorId, booking.doctorId)));
  const india = indiaNow(now);
  if (
    !slot ||
    slot.id === booking.slotId ||
    isPastSlot(slot.date, slot.startMinute, india) ||
    slot.date > lastBookableDate(india.date)
  ) {
    throw new InvalidInputError({ slot_id: 'Choose a free time in the future' });
  }
  // The booking keeps its mode (issue 47): a video consultation moves to a time open to video.
  if (!slotAllows(slot.mode, booking.mode)) {
    throw new InvalidInputError({
      slot_id:
        booking.mode === 'video'
          ? 'That time is not open to video consultations: choose another'
          : 'That time is for video consultations only: choose another',
    });
  }
  const [leave] = await queryRows<{ away: boolean }>(
    tx,
    sql`select ${onLeave(sql`${booking.doctorId}`, sql`${slot.date}::date`)} as away`,
  );
  if (leave?.away) {
    throw new InvalidInputError({ slot_id: 'The doctor is on leave on that day' });
  }
  const after = { slotId: slot.id, slotDate: slot.date, slotTime: slot.time };
  await expireStaleHold(tx, { doctorId: booking.doctorId, date: slot.date, time: slot.time }, now);
  try {
    await tx.transaction((sp) => sp.update(appointments).set(after).where(eq(appointments.id, id)));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new InvalidInputError({ slot_id: 'That time has just been taken: choose another' });
  }
  await noticeAppointmentMoved(tx, id, now);
  const before = { slotId: booking.slotId, slotDate: booking.slotDate, slotTime: booking.slotTime };
  return { before, after };
}

/**
 * For booking `id`, just cancelled in `tx`: records the full refund of its payment when `refund`
 * (sent after commit by the caller), withdraws its reminders and tells the patient why.
 */
export async function settleCancellation(
  tx: Tx,
  id: number,
  input: { refund: boolean; reason: string; refundReason: string; staffId: number | null },
): Promise<RefundRow | null> {
  let recorded: RefundRow | null = null;
  if (input.refund) {
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(bookingPayment(id))
      .limit(1);
    if (payment) {
      recorded = await recordRefund(tx, {
        paymentId: payment.id,
        reason: input.refundReason,
        staffId: input.staffId,
      });
    }
  }
  await noticeAppointmentCancelled(tx, id, recorded?.amountPaise ?? 0, input.reason);
  return recorded;
}
