import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { withDoctorTitle } from '../booking/labels';
import type { Db } from '../db/open';
import { appointments, doctorSlots, doctors, payments } from '../db/schema';
import { normaliseRegion } from '../doctors/display';
import { env } from '../env';
import type { PaymentOrderAnswer } from '../payments/checkout-types';
import type { PaymentProvider } from '../payments/provider';
import { fromDdMmYyyy, indiaNow, isPastSlot, toDdMmYyyy } from '../time/india';
import { forgetSchedules } from './schedule';
import {
  appointmentOrderSchema,
  isGender,
  type AppointmentOrderInput,
} from '../validation/appointment';
import { validateBody } from '../validation/validate';
import {
  InvalidInputError,
  NotFoundError,
  ProviderUnavailableError,
  SlotRefusedError,
  SlotTakenError,
} from './errors';

/**
 * Appointment booking rules. Every function takes the database it works on, so integration
 * tests run them against in-memory PGlite and a real PostgreSQL alike. The guarantee against
 * double booking is the partial unique index on appointments (doctor, date, time) over held and
 * confirmed rows, never a check in code: code checks race, the index does not.
 */
export {
  confirmPayment,
  findConfirmedAppointment,
  settleAppointmentPayment,
  type Clock,
  type SettledAppointment,
} from './booking-payment';
export { failPayment } from './payments';

/** `now` is injectable so tests can move time forward without waiting. */
export type HoldOptions = { now?: Date; holdMinutes?: number };

export type HeldSlot = {
  appointmentId: number;
  reference: string;
  doctorName: string;
  /** India date 'yyyy-mm-dd'. */
  date: string;
  time: string;
  amountPaise: number;
  expiresAt: Date;
};

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'SMH-' and 10 unambiguous characters (50 random bits): safe to show in a URL, hard to guess. */
export function newBookingReference(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += REFERENCE_ALPHABET[byte % 32];
  return `SMH-${out}`;
}

/**
 * Holds a slot while its patient pays: one `held` appointment until now + holdMinutes. The
 * doctor's price is read here, from the database; nothing the browser says about money counts.
 * A stale hold on the same slot is expired in the same transaction, so an abandoned checkout
 * never blocks the slot beyond its hold.
 */
export async function holdSlot(
  db: Db,
  input: AppointmentOrderInput,
  options: HoldOptions = {},
): Promise<HeldSlot> {
  const now = options.now ?? new Date();
  const holdMinutes = options.holdMinutes ?? env.slotHoldMinutes;
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);

  const held = await db.transaction(async (tx) => {
    const [doctor] = await tx
      .select({
        id: doctors.id,
        name: doctors.name,
        pricePaise: doctors.pricePaise,
        region: doctors.region,
        branchId: doctors.branchId,
      })
      .from(doctors)
      .where(eq(doctors.id, input.doctorId))
      .limit(1);
    if (!doctor) throw new NotFoundError('Doctor not found');

    const [slot] = await tx
      .select()
      .from(doctorSlots)
      .where(and(eq(doctorSlots.id, input.slotId), eq(doctorSlots.doctorId, doctor.id)))
      .limit(1);
    if (!slot || fromDdMmYyyy(input.date) !== slot.date) {
      throw new SlotRefusedError(
        `The chosen date and time are not in ${withDoctorTitle(doctor.name)}'s schedule.`,
      );
    }
    // India's calendar decides what is past, whatever the server's own time zone.
    if (isPastSlot(slot.date, slot.startMinute, indiaNow(now))) {
      throw new SlotRefusedError('This slot has already passed. Please choose a later slot.');
    }

    await tx
      .update(appointments)
      .set({ status: 'expired' })
      .where(
        and(
          eq(appointments.doctorId, doctor.id),
          eq(appointments.slotDate, slot.date),
          eq(appointments.slotTime, slot.time),
          eq(appointments.status, 'held'),
          lte(appointments.expiresAt, now),
        ),
      );

    const [held] = await tx
      .insert(appointments)
      .values({
        reference: newBookingReference(),
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
        amountPaise: doctor.pricePaise,
        status: 'held',
        expiresAt,
      })
      // The partial unique index decides: a concurrent hold waits for ours, then does nothing.
      .onConflictDoNothing({
        target: [appointments.doctorId, appointments.slotDate, appointments.slotTime],
        where: sql`status in ('held', 'confirmed')`,
      })
      .returning({ id: appointments.id, reference: appointments.reference });
    if (!held) throw new SlotTakenError();

    return {
      appointmentId: held.id,
      reference: held.reference,
      doctorName: doctor.name,
      date: slot.date,
      time: slot.time,
      amountPaise: doctor.pricePaise,
      expiresAt,
    };
  });
  forgetSchedules();
  return held;
}

/** Gives a held slot back at once (the order could not be created, or the payment failed). */
export async function releaseHold(db: Db, appointmentId: number): Promise<void> {
  await db
    .update(appointments)
    .set({ status: 'cancelled', expiresAt: null })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'held')));
  forgetSchedules();
}

/** Marks every hold past its expiry as expired; returns how many. */
export async function expireHolds(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(appointments)
    .set({ status: 'expired' })
    .where(and(eq(appointments.status, 'held'), lte(appointments.expiresAt, now)))
    .returning({ id: appointments.id });
  if (rows.length > 0) forgetSchedules();
  return rows.length;
}

/**
 * POST /api/payment_order, purpose 'appointment': validates the patient and the slot, holds the
 * slot, creates the provider order for the doctor's price and records it. Any `amount` in the
 * body is dropped by the schema.
 */
export async function createAppointmentOrder(
  db: Db,
  provider: PaymentProvider,
  body: unknown,
  options: HoldOptions = {},
): Promise<PaymentOrderAnswer> {
  const parsed = await validateBody(appointmentOrderSchema, body);
  if (!parsed.ok) throw new InvalidInputError(parsed.errors);

  const held = await holdSlot(db, parsed.value, options);
  let orderId: string;
  try {
    const order = await provider.createOrder({
      amountPaise: held.amountPaise,
      receipt: held.reference,
      notes: { purpose: 'appointment', reference: held.reference },
    });
    orderId = order.id;
  } catch (error) {
    console.error('payment order creation failed', error);
    await releaseHold(db, held.appointmentId);
    throw new ProviderUnavailableError();
  }
  await db.insert(payments).values({
    provider: provider.name,
    providerOrderId: orderId,
    purpose: 'appointment',
    appointmentId: held.appointmentId,
    amountPaise: held.amountPaise,
    currency: 'INR',
  });

  return {
    id: orderId,
    amount: held.amountPaise,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    description: `Consultation with ${withDoctorTitle(held.doctorName)} on ${toDdMmYyyy(held.date)} at ${held.time}`,
    expiresAt: held.expiresAt.toISOString(),
  };
}
