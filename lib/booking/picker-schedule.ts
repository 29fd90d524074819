import 'server-only';
import type { Db } from '../db/open';
import { getLiveDoctorSchedule } from '../doctors/schedule-reads';
import { indiaNow } from '../time/india';
import { getBookableDoctor } from './reads';
import { upcomingDays, type PickerSchedule, type PickerSnapshot } from './slots';

/**
 * GET /api/doctorschedule/{id}'s answer: the live days (null for an unknown or hidden doctor) and
 * the fees (the doctor's row is a cached read).
 */
export async function getPickerSchedule(db: Db, doctorId: number): Promise<PickerSchedule | null> {
  const days = await getLiveDoctorSchedule(db, doctorId);
  if (!days) return null;
  const doctor = await getBookableDoctor(doctorId);
  return {
    days,
    fees: doctor ? { clinic: doctor.price_paise, video: doctor.video_price_paise } : null,
  };
}

/**
 * The first `dayCount` days the picker shows now, for a page's HTML: enough for the
 * tabs in view, so a tap on a date or a time counts from the moment it is drawn. The picker
 * fetches the live schedule as it hydrates and shows that instead. An unknown doctor has no days
 * (the 'Doctor Unavailable' panel), as the picker shows for the API's 404.
 */
export async function getPickerSnapshot(
  db: Db,
  doctorId: number,
  dayCount: number,
): Promise<PickerSnapshot> {
  const now = indiaNow();
  const schedule = (await getPickerSchedule(db, doctorId)) ?? { days: [], fees: null };
  return { ...schedule, days: upcomingDays(schedule.days, now).slice(0, dayCount), now };
}
