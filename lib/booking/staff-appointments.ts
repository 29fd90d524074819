import { bookingPayment } from '@/lib/booking/booking-payment';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { listBranchesForStaff } from '@/lib/doctors/staff-doctors';
import type { Db } from '@/lib/db/open';
import {
  appointments,
  branches,
  doctorLeaves,
  doctorSlots,
  doctors,
  payments,
  refunds,
} from '@/lib/db/schema';
import {
  cursorKey,
  keysetPage,
  matchesSearch,
  STAFF_PAGE_SIZE,
  type Page,
} from '@/lib/staff/paging';
import type { Attendance } from './attendance';

/**
 * The front desk's appointments (issue 15): a day sheet by date, doctor and branch in time
 * order; a search by reference, name or phone across all days, newest first, paged by keyset;
 * one booking with its payment and refund; the doctors' leaves with the bookings inside them;
 * and the payments flagged for refund (paid after the hold lapsed, or paid twice).
 */

export type AppointmentRow = {
  id: number;
  reference: string;
  slotDate: string;
  slotTime: string;
  doctorId: number;
  doctorName: string;
  branchName: string | null;
  patientName: string;
  phone: string;
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  attendance: Attendance | null;
  amountPaise: number;
  createdAt: Date;
};

const rowColumns = {
  id: appointments.id,
  reference: appointments.reference,
  slotDate: appointments.slotDate,
  slotTime: appointments.slotTime,
  doctorId: appointments.doctorId,
  doctorName: doctors.name,
  branchName: branches.name,
  patientName: appointments.patientName,
  phone: appointments.phone,
  status: appointments.status,
  attendance: appointments.attendance,
  amountPaise: appointments.amountPaise,
  createdAt: appointments.createdAt,
};

/** Bookings as the desk's lists show them, with their slot (for its time order). */
function bookingsWithSlots(db: Db) {
  return db
    .select(rowColumns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorSlots, eq(doctorSlots.id, appointments.slotId))
    .leftJoin(branches, eq(branches.id, appointments.branchId));
}

/** Confirmed and cancelled bookings: what the desk deals with (holds and unpaid ones are not). */
const BOOKED = ['confirmed', 'cancelled'] as const;

export type DayFilters = { date: string; doctorId?: number; branchId?: number };

/**
 * The most bookings one day sheet shows. A day holds at most one confirmed booking per doctor and
 * slot (48 doctors with 24 half-hour slots is 1,152), plus the cancelled ones; past this the sheet
 * says it is cut short, and the desk narrows it by doctor or branch, never silently losing a row.
 */
export const DAY_SHEET_LIMIT = 3000;

export type DaySheet = { rows: AppointmentRow[]; cutShort: boolean };

/**
 * One day's bookings, in time order, for the desk and its printed day sheet; `offset` skips that
 * many (the CSV export walks a day past the sheet's limit).
 */
export async function daySheet(
  db: Db,
  filters: DayFilters,
  limit = DAY_SHEET_LIMIT,
  offset = 0,
): Promise<DaySheet> {
  const rows = await bookingsWithSlots(db)
    .where(
      and(
        eq(appointments.slotDate, filters.date),
        inArray(appointments.status, [...BOOKED]),
        filters.doctorId ? eq(appointments.doctorId, filters.doctorId) : undefined,
        filters.branchId ? eq(appointments.branchId, filters.branchId) : undefined,
      ),
    )
    .orderBy(asc(doctorSlots.startMinute), asc(doctors.name), asc(appointments.id))
    .limit(limit + 1)
    .offset(offset);
  return { rows: rows.slice(0, limit), cutShort: rows.length > limit };
}

/** How many bookings are confirmed for one day (the console's home card), counted in the database. */
export async function countConfirmedOn(db: Db, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.slotDate, date), eq(appointments.status, 'confirmed')));
  return row?.n ?? 0;
}

/** Bookings whose reference, patient name or phone matches, newest first. */
export async function searchAppointments(
  db: Db,
  filters: { q: string; cursor?: string },
  size = STAFF_PAGE_SIZE,
): Promise<Page<AppointmentRow>> {
  const query = db
    .select({ ...rowColumns, cursorKey: cursorKey(appointments.createdAt) })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(branches, eq(branches.id, appointments.branchId))
    .$dynamic();
  const where = [
    inArray(appointments.status, [...BOOKED]),
    matchesSearch(
      filters.q,
      [appointments.reference, appointments.patientName],
      appointments.phone,
    ),
  ];
  const keyset = { at: appointments.createdAt, id: appointments.id };
  return keysetPage(query, keyset, where, filters.cursor, size);
}

export type AppointmentDetail = typeof appointments.$inferSelect & {
  doctorName: string;
  branchName: string | null;
  payment: { id: number; providerPaymentId: string | null } | null;
  refund: typeof refunds.$inferSelect | null;
};

export async function getAppointmentDetail(db: Db, id: number): Promise<AppointmentDetail | null> {
  const [row] = await db
    .select({ appointment: appointments, doctorName: doctors.name, branchName: branches.name })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(branches, eq(branches.id, appointments.branchId))
    .where(eq(appointments.id, id))
    .limit(1);
  if (!row) return null;
  const [payment] = await db
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(bookingPayment(id))
    .limit(1);
  const [refund] = payment?.providerPaymentId
    ? await db
        .select()
        .from(refunds)
        .where(eq(refunds.providerPaymentId, payment.providerPaymentId))
        .limit(1)
    : [];
  return {
    ...row.appointment,
    doctorName: row.doctorName,
    branchName: row.branchName,
    payment: payment ?? null,
    refund: refund ?? null,
  };
}

export type LeaveRow = {
  id: number;
  doctorId: number;
  doctorName: string;
  fromDate: string;
  toDate: string;
  reason: string;
  /** Confirmed bookings inside the leave that nobody has moved or cancelled yet. */
  affected: AppointmentRow[];
};

/** Leaves that have not ended by `today`, each with the confirmed bookings inside it. */
export async function currentLeaves(db: Db, today: string): Promise<LeaveRow[]> {
  const leaves = await db
    .select({
      id: doctorLeaves.id,
      doctorId: doctorLeaves.doctorId,
      doctorName: doctors.name,
      fromDate: doctorLeaves.fromDate,
      toDate: doctorLeaves.toDate,
      reason: doctorLeaves.reason,
    })
    .from(doctorLeaves)
    .innerJoin(doctors, eq(doctors.id, doctorLeaves.doctorId))
    .where(gte(doctorLeaves.toDate, today))
    .orderBy(asc(doctorLeaves.fromDate), asc(doctors.name));
  return Promise.all(
    leaves.map(async (leave) => ({
      ...leave,
      affected: await bookingsWithSlots(db)
        .where(
          and(
            eq(appointments.doctorId, leave.doctorId),
            eq(appointments.status, 'confirmed'),
            isNull(appointments.attendance),
            gte(appointments.slotDate, leave.fromDate),
            sql`${appointments.slotDate} <= ${leave.toDate}`,
          ),
        )
        .orderBy(asc(appointments.slotDate), asc(doctorSlots.startMinute)),
    })),
  );
}

/** Every doctor (public or not) and branch, for the console's pickers. */
export async function staffPickers(db: Db) {
  const [doctorList, branchList] = await Promise.all([
    db
      .select({
        id: doctors.id,
        name: doctors.name,
        pricePaise: doctors.pricePaise,
        videoPricePaise: doctors.videoPricePaise,
      })
      .from(doctors)
      .orderBy(asc(doctors.name)),
    listBranchesForStaff(db),
  ]);
  return { doctors: doctorList, branches: branchList };
}
