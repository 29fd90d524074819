import 'server-only';
import { eq } from 'drizzle-orm';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { visitLabel } from '@/lib/booking/attendance';
import { moveBooking, settleCancellation } from '@/lib/booking/changes';
import { sendRecordedRefund, type RefundRow } from '@/lib/checkout/refunds';
import type { Db, Tx } from '@/lib/db/open';
import { appointments } from '@/lib/db/schema';
import { forgetSchedules } from '@/lib/doctors/schedule-reads';
import { appointmentStart } from '@/lib/notifications/appointment-notice';
import { bookingOnLeave, isChangeable } from './booking';
import { refundOnCancel } from './cancellation';

/**
 * A patient cancels or moves her own booking (/appointment/manage, issue 16). Every rule is
 * decided here, on the server, at the moment of the change: the refund (./cancellation.ts), the
 * free slot (lib/booking/changes.ts).
 */

export const PATIENT_CANCEL_REASON = 'Cancelled by the patient on the website';

/** Locks booking `id` and refuses a change once it has started, was checked in or cancelled. */
async function lockChangeable(tx: Tx, id: number, now: Date, field: string) {
  const [booking] = await tx
    .select({
      status: appointments.status,
      attendance: appointments.attendance,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
      doctorOnLeave: bookingOnLeave(),
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  if (!booking) throw new NotFoundError('This booking does not exist');
  const startsAt = appointmentStart(booking.slotDate, booking.slotTime);
  if (!isChangeable(booking, booking.slotDate, booking.slotTime, now)) {
    throw new InvalidInputError({
      [field]: `This appointment is ${visitLabel(booking).toLowerCase()}${booking.status === 'confirmed' && !booking.attendance ? ' and has already begun' : ''}: it can no longer be changed online`,
    });
  }
  return { booking, startsAt };
}

export const REFUND_CHANGED = {
  now: 'The appointment is now less than 4 hours away, so cancelling no longer refunds the fee. Confirm again to cancel without a refund.',
} as const;

export const TOO_LATE_TO_MOVE =
  'Your appointment is less than 4 hours away: it can no longer be moved online. Please call the hospital to change it.';

/**
 * The patient cancels: the slot is free at once, and the full fee is refunded when the
 * appointment is at least 4 hours away (sent after commit, never twice: lib/checkout/refunds.ts).
 * `expectRefund` is what the page showed before the patient confirmed: if the clock has crossed
 * the 4-hour line since, nothing is cancelled and the patient is told.
 */
export async function cancelMyBooking(
  db: Db,
  id: number,
  expectRefund: boolean,
  now = new Date(),
): Promise<{ refund: RefundRow | null }> {
  const refund = await db.transaction(async (tx) => {
    const { booking, startsAt } = await lockChangeable(tx, id, now, 'confirm');
    const refundable = refundOnCancel(startsAt, now, booking.doctorOnLeave);
    if (expectRefund && !refundable) throw new InvalidInputError({ confirm: REFUND_CHANGED.now });
    await tx
      .update(appointments)
      .set({ status: 'cancelled', attendance: null, cancelReason: PATIENT_CANCEL_REASON })
      .where(eq(appointments.id, id));
    return settleCancellation(tx, id, {
      refund: refundable,
      reason: PATIENT_CANCEL_REASON,
      refundReason: PATIENT_CANCEL_REASON,
      staffId: null,
    });
  });
  forgetSchedules();
  return { refund: refund ? await sendRecordedRefund(db, refund) : null };
}

/**
 * The patient moves the booking to another free time of the same doctor (lib/booking/changes.ts),
 * while it is at least 4 hours away, or at any hour when the doctor is on leave that day.
 */
export async function rescheduleMyBooking(db: Db, id: number, slotId: number, now = new Date()) {
  const moved = await db.transaction(async (tx) => {
    const { booking, startsAt } = await lockChangeable(tx, id, now, 'slot_id');
    // Within the 4-hour line a move would reopen the refund that line has closed (move a day
    // away, then cancel with the full fee): past it, the desk moves bookings, not the patient.
    if (!refundOnCancel(startsAt, now, booking.doctorOnLeave)) {
      throw new InvalidInputError({ slot_id: TOO_LATE_TO_MOVE });
    }
    return moveBooking(tx, id, slotId, now);
  });
  forgetSchedules();
  return moved.after;
}
