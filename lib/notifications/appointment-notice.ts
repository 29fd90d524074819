import 'server-only';
import { eq } from 'drizzle-orm';
import { slotStart } from '@/lib/booking/attendance';
import { withDoctorTitle } from '@/lib/booking/labels';
import type { Db, Tx } from '@/lib/db/open';
import { appointments, branches, doctors } from '@/lib/db/schema';
import { consultHref } from '@/lib/consult/links';
import { env } from '@/lib/env';
import { manageBookingHref } from '@/lib/self-service/links';
import { toDdMmYyyy } from '@/lib/time/india';
import { cancelPending, enqueue, tellAbout } from './outbox';
import {
  APPOINTMENT_REMINDERS,
  appointmentCancelled,
  appointmentConfirmed,
  type AppointmentNotice,
} from './appointment-messages';

/** The instant a slot ('2030-03-16', '12:30 PM', India time) begins, whatever the server's zone. */
export const appointmentStart = slotStart;

/** What the appointment's messages say, read in the transaction that changes the booking. */
export async function loadAppointmentNotice(
  tx: Db | Tx,
  appointmentId: number,
): Promise<AppointmentNotice | null> {
  const [row] = await tx
    .select({
      id: appointments.id,
      reference: appointments.reference,
      patientName: appointments.patientName,
      email: appointments.email,
      phone: appointments.phone,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
      amountPaise: appointments.amountPaise,
      mode: appointments.mode,
      doctorName: doctors.name,
      branchName: branches.name,
      branchAddress: branches.address,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(branches, eq(branches.id, appointments.branchId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  return {
    id: row.id,
    reference: row.reference,
    patientName: row.patientName,
    email: row.email,
    phone: row.phone,
    doctorName: withDoctorTitle(row.doctorName),
    branchName: row.branchName ?? 'Saithunga Hospital',
    branchAddress: row.branchAddress ?? '',
    dateLabel: toDdMmYyyy(row.slotDate),
    timeLabel: row.slotTime,
    startsAt: appointmentStart(row.slotDate, row.slotTime),
    amountPaise: row.amountPaise,
    manageUrl: `${env.siteUrl}${manageBookingHref(row.reference)}`,
    joinUrl: row.mode === 'video' ? `${env.siteUrl}${consultHref(row.reference)}` : null,
  };
}

/** The booking is confirmed: its confirmation and reminders join the outbox in `tx`. */
export async function noticeAppointmentConfirmed(tx: Tx, appointmentId: number, now: Date) {
  await tellAbout(tx, { type: 'appointment', id: appointmentId }, loadAppointmentNotice, (notice) =>
    appointmentConfirmed(notice, now),
  );
}

/** The booking was moved (by the desk or by the patient): the old reminders go, the new time's come, in `tx`. */
export async function noticeAppointmentMoved(tx: Tx, appointmentId: number, now: Date) {
  await replaceReminders(tx, appointmentId, (notice) => appointmentConfirmed(notice, now, true));
}

/** The booking was cancelled (by the desk or by the patient): its reminders are withdrawn and the patient told, in `tx`. */
export async function noticeAppointmentCancelled(
  tx: Tx,
  appointmentId: number,
  refundedPaise: number,
  reason: string,
) {
  await replaceReminders(tx, appointmentId, (notice) =>
    appointmentCancelled(notice, refundedPaise, reason),
  );
}

/** The booking changed: its pending reminders are withdrawn and what `tell` says is queued, in `tx`. */
async function replaceReminders(
  tx: Tx,
  appointmentId: number,
  tell: (notice: AppointmentNotice) => Parameters<typeof enqueue>[2],
) {
  const notice = await loadAppointmentNotice(tx, appointmentId);
  if (!notice) return;
  await cancelAppointmentReminders(tx, appointmentId);
  await enqueue(tx, { type: 'appointment', id: notice.id }, tell(notice));
}

export async function cancelAppointmentReminders(tx: Tx, appointmentId: number) {
  await cancelPending(tx, { type: 'appointment', id: appointmentId }, APPOINTMENT_REMINDERS);
}
