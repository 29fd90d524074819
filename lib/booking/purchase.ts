import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { expireStaleHold } from '@/lib/booking/changes';
import { withDoctorTitle } from '@/lib/booking/labels';
import { lastBookableDate } from '@/lib/booking/slots';
import { queryRows, type Db, type Tx } from '@/lib/db/open';
import { appointments, doctorSlots, doctors } from '@/lib/db/schema';
import { normaliseRegion } from '@/lib/doctors/display';
import { onLeave } from '@/lib/doctors/leave';
import { isPublicDoctor } from '@/lib/doctors/public';
import { forgetSchedules } from '@/lib/doctors/schedule-reads';
import {
  NotFoundError,
  PriceChangedError,
  SlotRefusedError,
  SlotTakenError,
} from '@/lib/api/errors';
import { fromDdMmYyyy, indiaNow, isPastSlot, toDdMmYyyy } from '@/lib/time/india';
import { DEFAULT_CONSULT_MODE, feeFor, type ConsultMode } from '@/lib/consult/modes';
import { isConsultMode, modeRefusal } from '@/lib/consult/schedule-modes';
import { appointmentOrderSchema, isGender, type AppointmentOrderInput } from '@/lib/booking/schema';
import type { Purchase, Quote } from '../checkout/purchase';
import { LAST_FEW_PLACES } from '../checkout/hold-limits';
import { refuseSecondScarceHold } from '../checkout/holds';
import { freeTimesOfDay, holdsOfDay } from './scarcity';
import { settleAppointmentPayment, type SettledAppointment } from './settle';

/**
 * A doctor's appointment: the slot is held while its patient pays and confirmed by the payment.
 * The guarantee against double booking is the partial unique index on appointments (doctor, date,
 * time) over held and confirmed rows, never a check in code: code checks race, the index does not.
 */

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'SMH-' and 10 unambiguous characters (50 random bits): safe to show in a URL, hard to guess. */
export function newBookingReference(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += REFERENCE_ALPHABET[byte % 32];
  return `SMH-${out}`;
}

type SlotChoice = {
  doctor: {
    id: number;
    name: string;
    pricePaise: number;
    videoPricePaise: number | null;
    region: string | null;
    branchId: number;
  };
  slot: typeof doctorSlots.$inferSelect;
  mode: ConsultMode;
  /** The fee of the chosen mode (feeFor), in paise. */
  feePaise: number;
};

/**
 * The doctor and slot the patient chose, if they may be booked at `now`: in the doctor's
 * schedule, not past and within the booking window (India's calendar decides, whatever the
 * server's own time zone). Read in whatever transaction the caller is in.
 */
async function chooseSlot(
  db: Db | Tx,
  input: AppointmentOrderInput,
  now: Date,
): Promise<SlotChoice> {
  const [doctor] = await db
    .select({
      id: doctors.id,
      name: doctors.name,
      pricePaise: doctors.pricePaise,
      videoPricePaise: doctors.videoPricePaise,
      region: doctors.region,
      branchId: doctors.branchId,
    })
    .from(doctors)
    // An unverified doctor is not public: no page lists them, and no one can book them.
    .where(and(eq(doctors.id, input.doctorId), isPublicDoctor()))
    .limit(1);
  if (!doctor) throw new NotFoundError('Doctor not found');

  const [slot] = await db
    .select()
    .from(doctorSlots)
    .where(and(eq(doctorSlots.id, input.slotId), eq(doctorSlots.doctorId, doctor.id)))
    .limit(1);
  const india = indiaNow(now);
  if (!slot || fromDdMmYyyy(input.date) !== slot.date || slot.date > lastBookableDate(india.date)) {
    throw new SlotRefusedError(
      `The chosen date and time are not in ${withDoctorTitle(doctor.name)}'s schedule.`,
    );
  }
  if (isPastSlot(slot.date, slot.startMinute, india)) {
    throw new SlotRefusedError('This slot has already passed. Please choose a later slot.');
  }
  const [leave] = await queryRows<{ away: boolean }>(
    db,
    sql`select ${onLeave(sql`${doctor.id}`, sql`${slot.date}::date`)} as away`,
  );
  if (leave?.away) {
    throw new SlotRefusedError(
      `${withDoctorTitle(doctor.name)} is not available on this day. Please choose another date.`,
    );
  }
  // The mode must be one the slot allows and the doctor offers (issue 47); its fee is decided here.
  const mode = isConsultMode(input.mode) ? input.mode : DEFAULT_CONSULT_MODE;
  const refusal = modeRefusal(doctor, slot.mode, mode);
  if (refusal) throw new SlotRefusedError(refusal);
  return { doctor, slot, mode, feePaise: feeFor(doctor, mode)! };
}

/** Whether a live hold or a booking has the slot now (a read; the index has the last word). */
async function isSlotTaken(db: Db, slotId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.slotId, slotId),
        or(
          eq(appointments.status, 'confirmed'),
          and(eq(appointments.status, 'held'), gt(appointments.expiresAt, now)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export const appointmentPurchase: Purchase<AppointmentOrderInput, Quote, SettledAppointment> = {
  purpose: 'appointment',
  schema: appointmentOrderSchema,
  notVerified: 'Payment verification failed. No booking was made.',

  /** The doctor's price from the database; what cannot be held is refused before any order. */
  async quote(db, input, now) {
    const { doctor, slot, mode, feePaise } = await chooseSlot(db, input, now);
    if (await isSlotTaken(db, slot.id, now)) throw new SlotTakenError();
    return {
      amountPaise: feePaise,
      receipt: newBookingReference(),
      description: `${mode === 'video' ? 'Video consultation' : 'Consultation'} with ${withDoctorTitle(doctor.name)} on ${toDdMmYyyy(slot.date)} at ${slot.time}`,
    };
  },

  /**
   * Holds the slot for as long as the checkout's hold lasts. A stale hold on the same slot is
   * expired in the same transaction, so an abandoned checkout never blocks the slot beyond its
   * hold. Of a doctor's last few times on a day, one holder holds one at a time.
   */
  async reserve(tx, input, quote, { now, expiresAt, holder, owner }) {
    const { doctor, slot, mode, feePaise } = await chooseSlot(tx, input, now);
    // The provider order was made for the price quoted a moment ago; a fee changed since then
    // must not be charged at the old one.
    if (quote.amountPaise !== feePaise) throw new PriceChangedError();
    if ((await freeTimesOfDay(tx, doctor.id, slot.date, now)) <= LAST_FEW_PLACES) {
      refuseSecondScarceHold(
        'appointment',
        await holdsOfDay(tx, doctor.id, slot.date, holder, now),
        now,
      );
    }

    await expireStaleHold(tx, { doctorId: doctor.id, date: slot.date, time: slot.time }, now);

    const [held] = await tx
      .insert(appointments)
      .values({
        reference: quote.receipt,
        doctorId: doctor.id,
        slotId: slot.id,
        slotDate: slot.date,
        slotTime: slot.time,
        branchId: doctor.branchId,
        region: normaliseRegion(doctor.region),
        bookingType: 'online',
        patientName: input.name,
        phone: input.phone,
        gender: isGender(input.gender) ? input.gender : 'other',
        disease: input.disease,
        age: input.age,
        email: input.email,
        pincode: input.pincode,
        amountPaise: feePaise,
        mode,
        status: 'held',
        expiresAt,
        // The signed-in account and the person booked for (lib/checkout/owner.ts); null for a guest.
        accountId: owner?.accountId ?? null,
        patientId: owner?.patientId ?? null,
      })
      // The partial unique index decides: a concurrent hold waits for ours, then does nothing.
      .onConflictDoNothing({
        target: [appointments.doctorId, appointments.slotDate, appointments.slotTime],
        where: sql`status in ('held', 'confirmed')`,
      })
      .returning({ id: appointments.id });
    if (!held) throw new SlotTakenError();
    return { payment: { appointmentId: held.id } };
  },

  settle: settleAppointmentPayment,

  buyer: (input) => ({ phone: input.phone, email: input.email }),

  async holdUntil(tx, payment, expiresAt) {
    if (!payment.appointmentId) return;
    await tx
      .update(appointments)
      .set({ expiresAt })
      .where(and(eq(appointments.id, payment.appointmentId), eq(appointments.status, 'held')));
  },

  /** A failed or abandoned checkout frees its slot at once, so the patient can try again. */
  async release(tx, payment) {
    if (!payment.appointmentId) return;
    await tx
      .update(appointments)
      .set({ status: 'cancelled', expiresAt: null })
      .where(and(eq(appointments.id, payment.appointmentId), eq(appointments.status, 'held')));
  },

  afterChange: forgetSchedules,
};
