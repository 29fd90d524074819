import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { withDoctorTitle } from '../booking/labels';
import type { Db, Tx } from '../db/open';
import { appointments, doctorSlots, doctors, payments } from '../db/schema';
import { normaliseRegion } from '../doctors/display';
import { env } from '../env';
import { logger } from '../log';
import { safeError } from '../log/safe-error';
import type { PaymentOrderAnswer } from '../payments/checkout-types';
import type { PaymentProvider } from '../payments/provider';
import { lastBookableDate } from '../booking/slots';
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
  PriceChangedError,
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

/** The payment record written in the same transaction as the hold it pays for. */
export type HoldPayment = { provider: string; providerOrderId: string; amountPaise: number };

type SlotChoice = {
  doctor: {
    id: number;
    name: string;
    pricePaise: number;
    region: string | null;
    branchId: number;
  };
  slot: typeof doctorSlots.$inferSelect;
};

/**
 * The doctor and slot the patient chose, if they may be booked at `now`: in the doctor's
 * schedule, not past and within the booking window (India's calendar decides, whatever the
 * server's own time zone). The rules of a hold, read in whatever transaction the caller is in.
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
      region: doctors.region,
      branchId: doctors.branchId,
    })
    .from(doctors)
    .where(eq(doctors.id, input.doctorId))
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
  return { doctor, slot };
}

/**
 * Holds a slot while its patient pays: one `held` appointment until now + holdMinutes, and, in
 * the SAME transaction, the payment record of the provider order that pays for it, so a process
 * killed at any point leaves either both or neither: never a hold that nobody can pay or find,
 * blocking its slot. The doctor's price is read here, from the database; nothing the browser
 * says about money counts. A stale hold on the same slot is expired in the same transaction, so
 * an abandoned checkout never blocks the slot beyond its hold.
 */
export async function holdSlot(
  db: Db,
  input: AppointmentOrderInput,
  options: HoldOptions & { payment: HoldPayment; reference?: string },
): Promise<HeldSlot> {
  const now = options.now ?? new Date();
  const holdMinutes = options.holdMinutes ?? env.slotHoldMinutes;
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);

  const held = await db.transaction(async (tx) => {
    const { doctor, slot } = await chooseSlot(tx, input, now);
    // The provider order was made for the price read a moment ago; a fee changed since then
    // must not be charged at the old one.
    if (options.payment.amountPaise !== doctor.pricePaise) {
      throw new PriceChangedError();
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
        reference: options.reference ?? newBookingReference(),
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

    await tx.insert(payments).values({
      provider: options.payment.provider,
      providerOrderId: options.payment.providerOrderId,
      purpose: 'appointment',
      appointmentId: held.id,
      amountPaise: options.payment.amountPaise,
      currency: 'INR',
    });

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

/**
 * POST /api/payment_order, purpose 'appointment': validates the patient and the slot, creates
 * the provider order for the doctor's price, then holds the slot and records the order in one
 * transaction. The order comes first because it is the step that can fail or hang outside our
 * database: an order whose hold is then refused (the slot was just taken) is simply never shown
 * to anyone and lapses unpaid at the provider. Any `amount` in the body is dropped by the schema.
 */
export async function createAppointmentOrder(
  db: Db,
  provider: PaymentProvider,
  body: unknown,
  options: HoldOptions = {},
): Promise<PaymentOrderAnswer> {
  const parsed = await validateBody(appointmentOrderSchema, body);
  if (!parsed.ok) throw new InvalidInputError(parsed.errors);
  const now = options.now ?? new Date();

  // Refuse what cannot be held before asking the provider for anything.
  const { doctor } = await chooseSlot(db, parsed.value, now);
  if (await isSlotTaken(db, parsed.value.slotId, now)) throw new SlotTakenError();

  const reference = newBookingReference();
  let orderId: string;
  try {
    const order = await provider.createOrder({
      amountPaise: doctor.pricePaise,
      receipt: reference,
      notes: { purpose: 'appointment', reference },
    });
    orderId = order.id;
  } catch (error) {
    logger.error({ err: safeError(error) }, 'payment order creation failed');
    throw new ProviderUnavailableError();
  }
  // The hold's own clock (unless a test pins it): the provider call may have taken a while.
  const held = await holdSlot(db, parsed.value, {
    ...options,
    reference,
    payment: { provider: provider.name, providerOrderId: orderId, amountPaise: doctor.pricePaise },
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
