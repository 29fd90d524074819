import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_COOKIE } from '@/lib/accounts/current';
import { readSession as readAccountSession } from '@/lib/accounts/sessions';
import { slotStart } from '@/lib/booking/attendance';
import { withDoctorTitle } from '@/lib/booking/labels';
import type { Db, Tx } from '@/lib/db/open';
import { appointments, consultations, doctors, staffUsers } from '@/lib/db/schema';
import { CONSULT_SIDES } from '@/lib/db/schema/constants';
import { recordForToken } from '@/lib/self-service/access';
import type { CookieJar } from '@/lib/self-service/guard';
import { readSession as readStaffSession } from '@/lib/staff/sessions';
import { addDays, indiaDayStart } from '@/lib/time/india';
import { CONSULT_PATH, ROOM_OPENS_MINUTES_BEFORE } from './links';

/**
 * Who may enter the room of a video consultation (`/consult/{reference}`), and on which side
 * (issue 47). Only a confirmed video appointment has a room. The doctor: a staff session whose
 * account is the appointment's doctor (role 'doctor', staff_users.doctor_id); any other staff
 * member, admins included, is refused. The patient: the signed-in account that owns the booking,
 * or the access grant of the booking's one-time code (subject 'appointment', as on
 * /appointment/manage). Nobody else. Checked on every page render and every signalling call.
 *
 * The cookies: the console's session cookie is scoped to /staff, so a doctor enters through
 * /staff/consult/{reference} (ROOM_ENTRY_FOR_STAFF), which checks her and copies her session's
 * token into CONSULT_STAFF_COOKIE, scoped to the room; the patient's code sets
 * CONSULT_ACCESS_COOKIE, scoped to the room. Both are read here only.
 */

export type ConsultSide = (typeof CONSULT_SIDES)[number];

export const CONSULT_STAFF_COOKIE = 'consult_staff';
export const CONSULT_ACCESS_COOKIE = 'consult_access';
/** Both cookies are sent to the room's page and to its signalling routes, nowhere else. */
export const CONSULT_COOKIE_PATH = CONSULT_PATH;
/** Where the console sends a doctor into the room (sets CONSULT_STAFF_COOKIE). */
export { staffRoomEntryHref } from './links';

/** A consultation's appointment as the room needs it. */
export type RoomAppointment = {
  id: number;
  reference: string;
  doctorId: number;
  doctorName: string;
  accountId: number | null;
  slotDate: string;
  slotTime: string;
  startsAt: Date;
};

/** The confirmed video appointment `reference` names, or null. */
export async function roomAppointment(
  db: Db | Tx,
  reference: string,
): Promise<RoomAppointment | null> {
  if (!/^SMH-[0-9A-Z]{10}$/.test(reference)) return null;
  const [row] = await db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      doctorId: appointments.doctorId,
      doctorName: doctors.name,
      accountId: appointments.accountId,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(
      and(
        eq(appointments.reference, reference),
        eq(appointments.mode, 'video'),
        eq(appointments.status, 'confirmed'),
      ),
    );
  if (!row) return null;
  return {
    ...row,
    doctorName: withDoctorTitle(row.doctorName),
    startsAt: slotStart(row.slotDate, row.slotTime),
  };
}

/** What a request carries that may open a room: the three cookies, read by name. */
export type RoomCredentials = {
  staffToken?: string;
  accountToken?: string;
  grantToken?: string;
};

export const credentialsOf = (jar: CookieJar): RoomCredentials => ({
  staffToken: jar.get(CONSULT_STAFF_COOKIE)?.value,
  accountToken: jar.get(ACCOUNT_COOKIE)?.value,
  grantToken: jar.get(CONSULT_ACCESS_COOKIE)?.value,
});

/** The staff member and doctor record a staff session works as: only a 'doctor' account has one. */
export async function doctorOfStaffSession(
  db: Db,
  staffToken: string | undefined,
  now = new Date(),
): Promise<{ staffId: number; doctorId: number } | null> {
  const staff = await readStaffSession(db, staffToken, now);
  if (!staff || staff.role !== 'doctor') return null;
  const [row] = await db
    .select({ doctorId: staffUsers.doctorId })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id));
  return row?.doctorId ? { staffId: staff.id, doctorId: row.doctorId } : null;
}

type Admitted = { side: 'doctor'; staffId: number } | { side: 'patient'; staffId?: undefined };

/**
 * Who `credentials` are in `appointment`'s room, or null. The doctor's session is asked first: a
 * browser holding both (a doctor testing her own booking) is the doctor.
 */
async function admitted(
  db: Db,
  appointment: RoomAppointment,
  credentials: RoomCredentials,
  now: Date,
): Promise<Admitted | null> {
  if (credentials.staffToken) {
    const doctor = await doctorOfStaffSession(db, credentials.staffToken, now);
    if (doctor && doctor.doctorId === appointment.doctorId) {
      return { side: 'doctor', staffId: doctor.staffId };
    }
  }
  if (credentials.accountToken && appointment.accountId !== null) {
    const account = await readAccountSession(db, credentials.accountToken, now);
    if (account?.id === appointment.accountId) return { side: 'patient' };
  }
  if (credentials.grantToken) {
    const granted = await recordForToken(db, 'appointment', credentials.grantToken, now);
    if (granted === appointment.id) return { side: 'patient' };
  }
  return null;
}

/** The side `credentials` enter `appointment`'s room on, or null. */
export async function sideOf(
  db: Db,
  appointment: RoomAppointment,
  credentials: RoomCredentials,
  now = new Date(),
): Promise<ConsultSide | null> {
  return (await admitted(db, appointment, credentials, now))?.side ?? null;
}

/** When the room of an appointment opens and closes (the end of the appointment's India day). */
export function roomHours(appointment: Pick<RoomAppointment, 'startsAt' | 'slotDate'>) {
  return {
    opensAt: new Date(appointment.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000),
    closesAt: indiaDayStart(addDays(appointment.slotDate, 1)),
  };
}

export type RoomState = 'waiting' | 'open' | 'ended' | 'closed';

/**
 * Whether the room admits a call now: 'waiting' before it opens, 'open', 'ended' once either side
 * ended the consultation, 'closed' after its day.
 */
export async function roomState(
  db: Db | Tx,
  appointment: RoomAppointment,
  now = new Date(),
): Promise<RoomState> {
  const { opensAt, closesAt } = roomHours(appointment);
  if (now >= closesAt) return 'closed';
  const [row] = await db
    .select({ endedAt: consultations.endedAt })
    .from(consultations)
    .where(eq(consultations.appointmentId, appointment.id));
  if (row?.endedAt) return 'ended';
  return now < opensAt ? 'waiting' : 'open';
}

/**
 * Who is in the room: the appointment and the side (with the doctor's staff account, for the
 * audit of what she opens); null when the credentials open nothing.
 */
export type Entrant = { appointment: RoomAppointment; side: ConsultSide; staffId?: number };

/** The entrant of `reference`'s room with `credentials`, or null (no such room, or no access). */
export async function roomEntrant(
  db: Db,
  reference: string,
  credentials: RoomCredentials,
  now = new Date(),
): Promise<Entrant | null> {
  const appointment = await roomAppointment(db, reference);
  if (!appointment) return null;
  const who = await admitted(db, appointment, credentials, now);
  return who ? { appointment, ...who } : null;
}

/**
 * Whether the console session `staffToken` may enter `reference`'s room as its doctor:
 * 'signed-out' without a live session, 'refused' for anyone but the appointment's doctor (or no
 * such room), else 'doctor'.
 */
export async function staffMayEnter(
  db: Db,
  reference: string,
  staffToken: string | undefined,
  now = new Date(),
): Promise<'signed-out' | 'refused' | 'doctor'> {
  const staff = await readStaffSession(db, staffToken, now);
  if (!staff) return 'signed-out';
  const entrant = await roomEntrant(db, reference, { staffToken }, now);
  return entrant?.side === 'doctor' ? 'doctor' : 'refused';
}
