import { eq } from 'drizzle-orm';
import { object } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { retryRefundAction } from '@/lib/checkout/staff-actions';
import { sendRefundAndSay } from '@/lib/checkout/refunds';
import { appointments } from '@/lib/db/schema';
import { forgetSchedules } from '@/lib/doctors/schedule-reads';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, recordAudit, auditChange } from '@/lib/staff/audit';
import { toDdMmYyyy } from '@/lib/time/india';
import { actionWithReasonFields } from '@/lib/validation/action-reason';
import {
  APPOINTMENT_ACTIONS,
  applyAppointmentAction,
  CANCEL_REASON_MAX,
  refusedAppointmentAction,
  visitLabel,
  visitTiming,
  type AppointmentAction,
} from './attendance';
import { bookingPayment } from './booking-payment';
import { moveBooking, settleCancellation } from './changes';

export const appointmentActionSchema = object({
  id: recordId(),
  ...actionWithReasonFields<AppointmentAction>(APPOINTMENT_ACTIONS, {
    max: CANCEL_REASON_MAX,
    needed: (action) => action === 'cancel',
    required: 'Please give the reason (the patient is told it)',
  }),
});

/**
 * The desk records a visit (check in, completed, no-show) or cancels a booking for the hospital.
 * Cancelling frees the slot at once (the one-booking-per-slot index counts held and confirmed
 * bookings only) and records the full refund in the same transaction; it is sent after commit.
 */
export const appointmentAction = defineStaffAction({
  name: 'change an appointment',
  area: 'appointments',
  schema: appointmentActionSchema,
  async run(db, actor, input) {
    const { after, refund } = await db.transaction(async (tx) => {
      const booking = await lockRecord(
        tx,
        appointments,
        input.id,
        'This appointment does not exist',
        {
          status: appointments.status,
          attendance: appointments.attendance,
          cancelReason: appointments.cancelReason,
          slotDate: appointments.slotDate,
          slotTime: appointments.slotTime,
        },
      );
      const timing = visitTiming(booking.slotDate, booking.slotTime, new Date());
      const next = applyAppointmentAction(booking, input.action, timing);
      if (!next) {
        throw new InvalidInputError({
          action: refusedAppointmentAction(booking, input.action, timing),
        });
      }
      const changed = {
        status: next.status,
        attendance: next.attendance,
        cancelReason: input.action === 'cancel' ? input.reason : booking.cancelReason,
      };
      await tx.update(appointments).set(changed).where(eq(appointments.id, input.id));
      const recorded =
        input.action === 'cancel'
          ? await settleCancellation(tx, input.id, {
              refund: true,
              reason: input.reason,
              refundReason: `Cancelled by the hospital: ${input.reason}`,
              staffId: actor.id,
            })
          : null;
      await recordAudit(tx, {
        staffId: actor.id,
        action: `appointment.${input.action}`,
        entity: 'appointment',
        entityId: input.id,
        changes: changedFields(booking, changed),
      });
      return { after: next, refund: recorded };
    });
    if (input.action === 'cancel') forgetSchedules();
    const label = visitLabel(after);
    return {
      ok: true,
      message: await sendRefundAndSay(db, refund, `Appointment updated: ${label}`),
    };
  },
});

export const moveAppointmentSchema = object({
  id: recordId(),
  slot_id: recordId('Choose a free time'),
});

/**
 * The desk moves a confirmed booking (not yet checked in) to another free time of the same
 * doctor: a future slot of the doctor's schedule, not on a day of leave. One transaction; the
 * one-booking-per-slot index decides a race for the new time, and the old time is free at once.
 * The amount paid stays as it was.
 */
export const moveAppointment = defineStaffAction({
  name: 'move an appointment',
  area: 'appointments',
  schema: moveAppointmentSchema,
  async run(db, actor, input) {
    const moved = await db.transaction(async (tx) => {
      const { before, after } = await moveBooking(tx, input.id, input.slot_id);
      await auditChange(tx, actor, 'appointment.move', input.id, changedFields(before, after));
      return after;
    });
    forgetSchedules();
    return {
      ok: true,
      message: `Appointment moved to ${toDdMmYyyy(moved.slotDate)} at ${moved.slotTime}. The patient is sent the new time by e-mail and SMS.`,
    };
  },
});

export const retryAppointmentRefund = retryRefundAction(
  'retry an appointment refund',
  'appointments',
  { paidPayment: bookingPayment, entity: 'appointment', none: 'This appointment has no refund' },
);
