import { and, eq, sql } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { doctorTag, TAGS } from '@/lib/cache/tags';
import { appointments, doctorLeaves, doctors } from '@/lib/db/schema';
import { rupeesToPaise } from '@/lib/money';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { addDays, indiaToday, isIsoDate } from '@/lib/time/india';
import { chosenRecord } from '@/lib/site/chosen-record';
import { forgetSchedules } from './schedule-reads';

/**
 * The front desk's work on doctors' schedules (issue 15): leave for a day or a range, and the
 * consultation fee for bookings made from now on. The booking's own actions are in
 * lib/booking/staff-actions.ts.
 */

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
      const doctor = await chosenRecord(
        tx,
        doctors,
        input.doctor_id,
        { doctor_id: 'Choose a doctor' },
        { id: doctors.id, name: doctors.name },
      );
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

/** A consultation fee in whole rupees. */
export function feeField() {
  return number()
    .typeError('The fee must be a number of rupees')
    .integer('The fee must be whole rupees')
    .min(100, 'The fee must be at least ₹100')
    .max(50_000, 'The fee must be at most ₹50,000')
    .required('Enter the fee');
}

export const changeFeeSchema = object({
  doctor_id: recordId('Choose a doctor'),
  fee: feeField(),
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
