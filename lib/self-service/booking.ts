import 'server-only';
import type { ConsultMode } from '@/lib/consult/modes';
import { bookingPayment } from '@/lib/booking/booking-payment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  applyAppointmentAction,
  visitLabel,
  visitTiming,
  type VisitState,
} from '@/lib/booking/attendance';
import { withDoctorTitle } from '@/lib/booking/labels';
import type { Db } from '@/lib/db/open';
import { appointments, branches, doctors, payments, refunds } from '@/lib/db/schema';
import { onLeave } from '@/lib/doctors/leave';
import { recordById } from '@/lib/staff/record-lock';
import { appointmentStart } from '@/lib/notifications/appointment-notice';
import { indiaToday } from '@/lib/time/india';
import type { HolderLookup, OwnerLookup } from './access';
import { refundOnCancel } from './cancellation';

/**
 * A patient's own booking on /appointment/manage (issue 16), once the one-time code has opened
 * it: what it is and whether it may still change (the changes: ./booking-changes.ts).
 */

/** The bookings a patient may open: paid, whether since cancelled or not (never a lapsed hold). */
const OPENABLE = ['confirmed', 'cancelled'] as const;

/** A confirmed (or since cancelled) booking by its reference and the phone number it was made with. */
export const findBookingHolder: HolderLookup = async (db, reference, phone) => {
  const [row] = await db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      email: appointments.email,
      phone: appointments.phone,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.reference, reference),
        eq(appointments.phone, phone),
        inArray(appointments.status, OPENABLE),
      ),
    );
  return row ?? null;
};

/** The same, by its reference among the bookings of a signed-in account (issue 46). */
export const findOwnedBooking: OwnerLookup = async (db, reference, accountId) => {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.reference, reference),
        eq(appointments.accountId, accountId),
        inArray(appointments.status, OPENABLE),
      ),
    );
  return row?.id ?? null;
};

export type ManagedBooking = {
  reference: string;
  doctorId: number;
  /** In the clinic or by video (issue 47); a move keeps it. */
  mode: ConsultMode;
  doctorName: string;
  /** 'yyyy-mm-dd' and '10:30 AM', India time. */
  date: string;
  time: string;
  branchName: string;
  branchAddress: string;
  amountPaise: number;
  /** 'Confirmed', 'Cancelled', 'Checked in' … */
  statusLabel: string;
  cancelReason: string;
  refund: { amountPaise: number; processed: boolean } | null;
  /** Still ahead and not yet checked in: it may be cancelled. */
  changeable: boolean;
  /** It may be moved: changeable, and at least 4 hours away or the doctor on leave (./cancellation.ts). */
  movable: boolean;
  /** What cancelling now would refund: the full fee, or nothing (under 4 hours before, unless the doctor is on leave). */
  refundIfCancelled: boolean;
  /** The desk has marked the doctor on leave that day: the patient is told, and refunded in full. */
  doctorOnLeave: boolean;
};

/** The SQL of whether a booking's doctor is on leave on its day. */
export const bookingOnLeave = () =>
  onLeave(sql`${appointments.doctorId}`, sql`${appointments.slotDate}`);

/** Whether the patient may still cancel or move a booking: not begun, checked in or cancelled. */
export function isChangeable(state: VisitState, date: string, time: string, now: Date): boolean {
  const timing = visitTiming(date, time, now);
  return applyAppointmentAction(state, 'cancel', timing) !== null && !timing.hasBegun;
}

/** A booking's reference, by id (null when there is no such booking). */
export async function bookingReference(db: Db, id: number): Promise<string | null> {
  const row = await recordById(db, appointments, id, { reference: appointments.reference });
  return row?.reference ?? null;
}

export async function readManagedBooking(
  db: Db,
  id: number,
  now = new Date(),
): Promise<ManagedBooking | null> {
  const [row] = await db
    .select({
      reference: appointments.reference,
      doctorId: appointments.doctorId,
      mode: appointments.mode,
      doctorName: doctors.name,
      date: appointments.slotDate,
      time: appointments.slotTime,
      branchName: branches.name,
      branchAddress: branches.address,
      amountPaise: appointments.amountPaise,
      status: appointments.status,
      attendance: appointments.attendance,
      cancelReason: appointments.cancelReason,
      refundPaise: refunds.amountPaise,
      refundStatus: refunds.status,
      doctorOnLeave: bookingOnLeave(),
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(branches, eq(branches.id, appointments.branchId))
    .leftJoin(payments, bookingPayment(appointments.id))
    .leftJoin(refunds, eq(refunds.providerPaymentId, payments.providerPaymentId))
    .where(eq(appointments.id, id))
    .limit(1);
  if (!row) return null;
  const startsAt = appointmentStart(row.date, row.time);
  return {
    reference: row.reference,
    doctorId: row.doctorId,
    mode: row.mode,
    doctorName: withDoctorTitle(row.doctorName),
    date: row.date,
    time: row.time,
    branchName: row.branchName ?? 'Saithunga Hospital',
    branchAddress: row.branchAddress ?? '',
    amountPaise: row.amountPaise,
    statusLabel: visitLabel(row),
    cancelReason: row.cancelReason,
    refund:
      row.refundPaise === null
        ? null
        : { amountPaise: row.refundPaise, processed: row.refundStatus === 'processed' },
    changeable: isChangeable(row, row.date, row.time, now),
    movable:
      isChangeable(row, row.date, row.time, now) &&
      refundOnCancel(startsAt, now, row.doctorOnLeave),
    refundIfCancelled: refundOnCancel(startsAt, now, row.doctorOnLeave),
    doctorOnLeave: row.doctorOnLeave,
  };
}

/** One of an account's bookings as its timeline lists it (lib/accounts/timeline.ts). */
export type AccountBooking = {
  id: number;
  reference: string;
  /** The family member it is for (account_patients), null when none was chosen (a guest's). */
  patientId: number | null;
  patientName: string;
  doctorName: string;
  /** 'yyyy-mm-dd' and '10:30 AM', India time, and the instant they name. */
  date: string;
  time: string;
  startsAt: Date;
  statusLabel: string;
  amountPaise: number;
  /** Still ahead and not checked in: the patient may still move or cancel it (readManagedBooking). */
  upcoming: boolean;
  /** A confirmed video consultation of today or later: its room can be joined (issue 47). */
  joinable: boolean;
};

/**
 * The bookings of account `accountId` that its patient may open (paid, since cancelled or not;
 * never an unpaid hold or a lapsed one), with the rule of readManagedBooking for what is ahead.
 */
export async function readAccountBookings(
  db: Db,
  accountId: number,
  now = new Date(),
): Promise<AccountBooking[]> {
  const rows = await db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      patientId: appointments.patientId,
      patientName: appointments.patientName,
      doctorName: doctors.name,
      date: appointments.slotDate,
      time: appointments.slotTime,
      status: appointments.status,
      attendance: appointments.attendance,
      amountPaise: appointments.amountPaise,
      mode: appointments.mode,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.accountId, accountId), inArray(appointments.status, OPENABLE)));
  const today = indiaToday(now);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    patientId: row.patientId,
    patientName: row.patientName,
    doctorName: withDoctorTitle(row.doctorName),
    date: row.date,
    time: row.time,
    startsAt: appointmentStart(row.date, row.time),
    statusLabel: visitLabel(row),
    amountPaise: row.amountPaise,
    upcoming: isChangeable(row, row.date, row.time, now),
    joinable: row.mode === 'video' && row.status === 'confirmed' && row.date >= today,
  }));
}
