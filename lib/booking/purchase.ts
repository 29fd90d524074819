import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { expireStaleHold } from '@/lib/booking/changes';
import { withDoctorTitle } from '@/lib/booking/labels';
import { lastBookableDate } from '@/lib/booking/slots';
import { findAppointmentSummary } from '@/lib/booking/reads';
import { queryRows, type Db, type Tx } from '@/lib/db/open';
import { appointments, doctorSlots, doctors, payments } from '@/lib/db/schema';
import { normaliseRegion } from '@/lib/doctors/display';
import { onLeave } from '@/lib/doctors/leave';
import { isPublicDoctor } from '@/lib/doctors/public';
import { noticeAppointmentConfirmed } from '@/lib/notifications/appointment-notice';
import { forgetSchedules } from '@/lib/doctors/schedule-reads';
import {
  NotFoundError,
  PriceChangedError,
  SlotRefusedError,
  SlotTakenError,
  isUniqueViolation,
} from '@/lib/api/errors';
import { fromDdMmYyyy, indiaNow, isPastSlot, parseTime12h, toDdMmYyyy } from '@/lib/time/india';
import { appointmentOrderSchema, isGender, type AppointmentOrderInput } from '@/lib/booking/schema';
import { recordSecondPayment, refusePaymentOfAnotherOrder } from '../checkout/payments';
import type { Purchase, Quote } from '../checkout/purchase';
import { LAST_FEW_PLACES } from '../checkout/hold-limits';
import { refuseSecondScarceHold } from '../checkout/holds';
import { freeTimesOfDay, holdsOfDay } from './scarcity';

/**
 * A doctor's appointment: the slot is held while its patient pays and confirmed by the payment.
 * The guarantee against double booking is the partial unique index on appointments (doctor, date,
 * time) over held and confirmed rows, never a check in code: code checks race, the index does not.
 */

/**
 * 'refund_due': paid after the hold lapsed and someone else took the slot, or paid once the slot's
 * time had come. 'extra_payment': the
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

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'SMH-' and 10 unambiguous characters (50 random bits): safe to show in a URL, hard to guess. */
export function newBookingReference(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += REFERENCE_ALPHABET[byte % 32];
  return `SMH-${out}`;
}

type SlotChoice = {
  doctor: { id: number; name: string; pricePaise: number; region: string | null; branchId: number };
  slot: typeof doctorSlots.$inferSelect;
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
  return { doctor, slot };
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

/** The booking a payment settled, as its confirmation answers it. */
async function describe(tx: Tx, appointmentId: number, outcome: PaymentOutcome) {
  const summary = await findAppointmentSummary(tx, eq(appointments.id, appointmentId));
  if (!summary) throw new NotFoundError('Unknown appointment');
  return { outcome, ...summary };
}

export const appointmentPurchase: Purchase<AppointmentOrderInput, Quote, SettledAppointment> = {
  purpose: 'appointment',
  schema: appointmentOrderSchema,
  notVerified: 'Payment verification failed. No booking was made.',

  /** The doctor's price from the database; what cannot be held is refused before any order. */
  async quote(db, input, now) {
    const { doctor, slot } = await chooseSlot(db, input, now);
    if (await isSlotTaken(db, slot.id, now)) throw new SlotTakenError();
    return {
      amountPaise: doctor.pricePaise,
      receipt: newBookingReference(),
      description: `Consultation with ${withDoctorTitle(doctor.name)} on ${toDdMmYyyy(slot.date)} at ${slot.time}`,
    };
  },

  /**
   * Holds the slot for as long as the checkout's hold lasts. A stale hold on the same slot is
   * expired in the same transaction, so an abandoned checkout never blocks the slot beyond its
   * hold. Of a doctor's last few times on a day, one holder holds one at a time.
   */
  async reserve(tx, input, quote, { now, expiresAt, holder }) {
    const { doctor, slot } = await chooseSlot(tx, input, now);
    // The provider order was made for the price quoted a moment ago; a fee changed since then
    // must not be charged at the old one.
    if (quote.amountPaise !== doctor.pricePaise) throw new PriceChangedError();
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
        amountPaise: doctor.pricePaise,
        status: 'held',
        expiresAt,
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

  /**
   * A held or lapsed-but-free slot is confirmed; a slot lost to someone else after the hold
   * lapsed, or whose time has already come, leaves the payment flagged for refund. A payment
   * already settled changes nothing.
   */
  async settle(db, paymentRowId, providerPaymentId, now) {
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
      if (!refundDue) await noticeAppointmentConfirmed(tx, appointment.id, now);
      return describe(tx, appointment.id, refundDue ? 'refund_due' : 'confirmed');
    });
  },

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
