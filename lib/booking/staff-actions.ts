import { and, eq, sql } from 'drizzle-orm';
import { mixed, number, object, string } from 'yup';
import { InvalidInputError, isUniqueViolation, NotFoundError } from '@/lib/api/errors';
import { doctorTag, TAGS } from '@/lib/cache/tags';
import { retryPurchaseRefund } from '@/lib/checkout/staff-actions';
import {
  recordRefund,
  refundOutcome,
  sendRecordedRefund,
  type RefundRow,
} from '@/lib/checkout/refunds';
import { appointments, doctorLeaves, doctorSlots, doctors, payments } from '@/lib/db/schema';
import { onLeave } from '@/lib/doctors/leave';
import { forgetSchedules } from '@/lib/doctors/schedule-reads';
import { queryRows } from '@/lib/db/open';
import { rupeesToPaise } from '@/lib/money';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { addDays, indiaNow, indiaToday, isIsoDate, isPastSlot, toDdMmYyyy } from '@/lib/time/india';
import {
  APPOINTMENT_ACTIONS,
  applyAppointmentAction,
  CANCEL_REASON_MAX,
  visitLabel,
  type AppointmentAction,
} from './attendance';

export const appointmentActionSchema = object({
  id: recordId(),
  action: mixed<AppointmentAction>()
    .oneOf(APPOINTMENT_ACTIONS, 'Choose what to do')
    .required('Choose what to do'),
  reason: string()
    .trim()
    .max(CANCEL_REASON_MAX, `A reason may be at most ${CANCEL_REASON_MAX} characters`)
    .default('')
    .when('action', {
      is: 'cancel',
      then: (s) => s.required('Please give the reason (the patient is told it)'),
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
      const [booking] = await tx
        .select({
          status: appointments.status,
          attendance: appointments.attendance,
          cancelReason: appointments.cancelReason,
        })
        .from(appointments)
        .where(eq(appointments.id, input.id))
        .for('update');
      if (!booking) throw new NotFoundError('This appointment does not exist');
      const next = applyAppointmentAction(booking, input.action);
      if (!next) {
        throw new InvalidInputError({
          action: `This appointment is ${visitLabel(booking).toLowerCase()}: it cannot be changed that way`,
        });
      }
      const changed = {
        ...next,
        cancelReason: input.action === 'cancel' ? input.reason : booking.cancelReason,
      };
      await tx.update(appointments).set(changed).where(eq(appointments.id, input.id));
      let recorded: RefundRow | null = null;
      if (input.action === 'cancel') {
        const [payment] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.appointmentId, input.id),
              eq(payments.status, 'paid'),
              eq(payments.refundDue, false),
            ),
          )
          .limit(1);
        if (payment) {
          recorded = await recordRefund(tx, {
            paymentId: payment.id,
            reason: `Cancelled by the hospital: ${input.reason}`,
            staffId: actor.id,
          });
        }
      }
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
    if (!refund) return { ok: true, message: `Appointment updated: ${label}` };
    const sent = await sendRecordedRefund(db, refund);
    return { ok: true, message: `Appointment updated: ${label}. ${refundOutcome(sent)}` };
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
      const [booking] = await tx
        .select({
          doctorId: appointments.doctorId,
          status: appointments.status,
          attendance: appointments.attendance,
          slotId: appointments.slotId,
          slotDate: appointments.slotDate,
          slotTime: appointments.slotTime,
        })
        .from(appointments)
        .where(eq(appointments.id, input.id))
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
        .where(and(eq(doctorSlots.id, input.slot_id), eq(doctorSlots.doctorId, booking.doctorId)));
      const india = indiaNow();
      if (!slot || slot.id === booking.slotId || isPastSlot(slot.date, slot.startMinute, india)) {
        throw new InvalidInputError({ slot_id: 'Choose a free time in the future' });
      }
      const [leave] = await queryRows<{ away: boolean }>(
        tx,
        sql`select ${onLeave(sql`${booking.doctorId}`, sql`${slot.date}::date`)} as away`,
      );
      if (leave?.away) {
        throw new InvalidInputError({ slot_id: 'The doctor is on leave on that day' });
      }
      const after = { slotId: slot.id, slotDate: slot.date, slotTime: slot.time };
      try {
        // A savepoint: the index refusing the new time leaves the transaction usable.
        await tx.transaction((sp) =>
          sp.update(appointments).set(after).where(eq(appointments.id, input.id)),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new InvalidInputError({ slot_id: 'That time has just been taken: choose another' });
      }
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'appointment.move',
        entity: 'appointment',
        entityId: input.id,
        changes: changedFields(booking, after),
      });
      return after;
    });
    forgetSchedules();
    return {
      ok: true,
      message: `Appointment moved to ${toDdMmYyyy(moved.slotDate)} at ${moved.slotTime}. Please tell the patient.`,
    };
  },
});

export const retryAppointmentRefund = defineStaffAction({
  name: 'retry an appointment refund',
  area: 'appointments',
  schema: object({ id: recordId() }),
  run: (db, actor, input) =>
    retryPurchaseRefund(db, actor, {
      paidPayment: and(eq(payments.appointmentId, input.id), eq(payments.refundDue, false)),
      entity: 'appointment',
      entityId: input.id,
      none: 'This appointment has no refund',
    }),
});

/** How far ahead a leave may be marked, and how long one may last. */
export const LEAVE_MAX_AHEAD_DAYS = 365;
export const LEAVE_MAX_DAYS = 90;

const isoDate = (message: string) =>
  string()
    .trim()
    .required(message)
    .test('iso-date', message, (value) => isIsoDate(value));

export const addLeaveSchema = object({
  doctor_id: recordId('Choose a doctor'),
  from: isoDate('Choose the first day of the leave'),
  to: isoDate('Choose the last day of the leave'),
  reason: string().trim().max(200, 'A reason may be at most 200 characters').default(''),
});

/**
 * Marks a doctor away from `from` to `to` (India dates): those days leave the public picker at
 * once on this instance, and within the schedule cache's second on the others; the booking
 * refuses them. Confirmed bookings inside are listed for the desk (none is silently lost).
 */
export const addLeave = defineStaffAction({
  name: 'mark a doctor on leave',
  area: 'schedules',
  schema: addLeaveSchema,
  async run(db, actor, input) {
    const today = indiaToday();
    if (input.from < today)
      throw new InvalidInputError({ from: 'A leave cannot start in the past' });
    if (input.from > addDays(today, LEAVE_MAX_AHEAD_DAYS)) {
      throw new InvalidInputError({ from: 'A leave can be marked at most a year ahead' });
    }
    if (input.to < input.from) {
      throw new InvalidInputError({ to: 'The last day cannot be before the first' });
    }
    if (input.to > addDays(input.from, LEAVE_MAX_DAYS - 1)) {
      throw new InvalidInputError({ to: `A leave may last at most ${LEAVE_MAX_DAYS} days` });
    }
    const { affected, name } = await db.transaction(async (tx) => {
      const [doctor] = await tx
        .select({ id: doctors.id, name: doctors.name })
        .from(doctors)
        .where(eq(doctors.id, input.doctor_id));
      if (!doctor) throw new InvalidInputError({ doctor_id: 'Choose a doctor' });
      const [leave] = await tx
        .insert(doctorLeaves)
        .values({
          doctorId: doctor.id,
          fromDate: input.from,
          toDate: input.to,
          reason: input.reason,
        })
        .returning({ id: doctorLeaves.id });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'leave.add',
        entity: 'doctor',
        entityId: doctor.id,
        changes: { leave: { before: null, after: `${input.from} to ${input.to} (#${leave.id})` } },
      });
      const [{ n }] = await tx
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctor.id),
            eq(appointments.status, 'confirmed'),
            sql`${appointments.slotDate} between ${input.from} and ${input.to}`,
          ),
        );
      return { affected: Number(n), name: doctor.name };
    });
    forgetSchedules();
    return {
      ok: true,
      message:
        affected > 0
          ? `Leave saved for ${name}. ${affected} confirmed appointment${affected === 1 ? '' : 's'} inside it must be moved or cancelled: they are listed below.`
          : `Leave saved for ${name}. No confirmed appointment falls inside it.`,
    };
  },
});

export const removeLeave = defineStaffAction({
  name: 'remove a leave',
  area: 'schedules',
  schema: object({ id: recordId() }),
  async run(db, actor, input) {
    await db.transaction(async (tx) => {
      const [leave] = await tx
        .delete(doctorLeaves)
        .where(eq(doctorLeaves.id, input.id))
        .returning();
      if (!leave) throw new NotFoundError('This leave no longer exists');
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'leave.remove',
        entity: 'doctor',
        entityId: leave.doctorId,
        changes: {
          leave: { before: `${leave.fromDate} to ${leave.toDate} (#${leave.id})`, after: null },
        },
      });
    });
    forgetSchedules();
    return { ok: true, message: 'Leave removed: those days are bookable again.' };
  },
});

export const changeFeeSchema = object({
  doctor_id: recordId('Choose a doctor'),
  fee: number()
    .typeError('The fee must be a number of rupees')
    .integer('The fee must be whole rupees')
    .min(100, 'The fee must be at least ₹100')
    .max(50_000, 'The fee must be at most ₹50,000')
    .required('Enter the fee'),
});

/**
 * Changes a doctor's consultation fee for bookings made from now on: a booking keeps the amount
 * it was paid with (appointments.amount_paise), and the doctor's pages show the new fee at once.
 */
export const changeFee = defineStaffAction({
  name: "change a doctor's fee",
  area: 'schedules',
  schema: changeFeeSchema,
  async run(db, actor, input) {
    const slug = await db.transaction(async (tx) => {
      const [doctor] = await tx
        .select({ pricePaise: doctors.pricePaise, slug: doctors.slug })
        .from(doctors)
        .where(eq(doctors.id, input.doctor_id))
        .for('update');
      if (!doctor) throw new InvalidInputError({ doctor_id: 'Choose a doctor' });
      const pricePaise = rupeesToPaise(input.fee);
      await tx.update(doctors).set({ pricePaise }).where(eq(doctors.id, input.doctor_id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'doctor.fee',
        entity: 'doctor',
        entityId: input.doctor_id,
        changes: changedFields({ pricePaise: doctor.pricePaise }, { pricePaise }),
      });
      return doctor.slug;
    });
    return {
      ok: true,
      message: `Fee saved: ₹${input.fee} for bookings from now on.`,
      revalidate: [TAGS.doctors, doctorTag(slug)],
    };
  },
});
