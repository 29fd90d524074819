import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { buildSchedule } from '../booking/schedule';
import type { ScheduleDay } from '../booking/slots';
import type { Db } from '../db/open';
import { doctorSlots, doctors } from '../db/schema';
import { onLeave } from './leave';
import { createMicroCache, databaseScope } from '../cache/micro-cache';
import { indiaNow } from '../time/india';
import { isPublicDoctor } from './public';

/**
 * How long one answer serves every visitor of that doctor's slot picker. A booking made in this
 * process shows at once (forgetSchedules); one made by another instance within this time. A
 * slot shown free a moment too long is still safe: holding it answers 409 from the database.
 * Measured benefit (docs/performance.md, "Live endpoints"): at 50 connections on PGlite the
 * schedule answered p99 4,499 ms without it and 77-137 ms with it.
 */
export const SCHEDULE_CACHE_MS = 1000;

const liveSchedules = createMicroCache<ScheduleDay[] | null>({
  ttlMs: SCHEDULE_CACHE_MS,
  maxEntries: 500,
});

/**
 * GET /api/doctorschedule/{id}: getDoctorSchedule for the current moment, shared by concurrent
 * requests for one doctor (one query however many visitors open the picker at once).
 */
export function getLiveDoctorSchedule(db: Db, doctorId: number): Promise<ScheduleDay[] | null> {
  return liveSchedules.get(`${databaseScope(db)}:${doctorId}`, () =>
    getDoctorSchedule(db, doctorId),
  );
}

/** Called after every write that changes which slots are taken (hold, release, confirm). */
export function forgetSchedules(): void {
  liveSchedules.clear();
}

/**
 * A doctor's live availability, from today (India) on. Read from the database at
 * `instant`, uncached (getLiveDoctorSchedule shares it for a second): a slot taken a moment ago
 * must show as taken. A hold past its expiry no longer
 * counts, whether or not anything has marked it expired yet.
 * Returns null for an unknown doctor, and for one hidden from the site unless `staff` asks (the
 * front desk still moves a hidden doctor's bookings to other times of the same doctor).
 */
export async function getDoctorSchedule(
  db: Db,
  doctorId: number,
  instant: Date = new Date(),
  { staff = false }: { staff?: boolean } = {},
): Promise<ScheduleDay[] | null> {
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), staff ? undefined : isPublicDoctor()))
    .limit(1);
  if (!doctor) return null;

  const now = indiaNow(instant);
  // Written out with explicit names: Drizzle leaves columns unqualified in a one-table select,
  // which would turn the correlation into a comparison of the inner table with itself.
  const taken = sql<boolean>`exists (
    select 1 from appointments a
    where a.doctor_id = doctor_slots.doctor_id
      and a.slot_date = doctor_slots.date
      and a.slot_time = doctor_slots.time
      and (a.status = 'confirmed'
        or (a.status = 'held' and a.expires_at > ${instant.toISOString()}::timestamptz))
  )`;
  const rows = await db
    .select({
      id: doctorSlots.id,
      date: doctorSlots.date,
      period: doctorSlots.period,
      time: doctorSlots.time,
      startMinute: doctorSlots.startMinute,
      mode: doctorSlots.mode,
      taken,
    })
    .from(doctorSlots)
    .where(
      and(
        eq(doctorSlots.doctorId, doctorId),
        gte(doctorSlots.date, now.date),
        // Days the front desk marked as leave are left out of the picker.
        sql`not ${onLeave('doctor_slots.doctor_id', 'doctor_slots.date')}`,
      ),
    )
    .orderBy(asc(doctorSlots.date), asc(doctorSlots.startMinute));
  return buildSchedule(
    rows.map((row) => ({ ...row, taken: Boolean(row.taken) })),
    now,
  );
}
