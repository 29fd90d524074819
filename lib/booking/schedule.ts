/**
 * Builds the spec's schedule shape (GET /api/doctorschedule/{id}) from slot rows. Booked state is
 * not stored on slots: a slot is booked when a live hold or a confirmed appointment takes it, and
 * a slot that has already started in India counts as booked too.
 */
import { isPastSlot, toDdMmYyyy, type IndiaNow } from '../time/india';
import type { SlotMode } from '../consult/modes';
import type { ScheduleDay, SlotPeriod } from './slots';

export type SlotRow = {
  id: number;
  /** India date, 'yyyy-mm-dd'. */
  date: string;
  period: SlotPeriod;
  time: string;
  startMinute: number;
  /** A held (not yet expired) or confirmed appointment occupies the slot. */
  taken: boolean;
  /** In-clinic when absent (issue 47). */
  mode?: SlotMode;
};

export function buildSchedule(rows: SlotRow[], now: IndiaNow): ScheduleDay[] {
  const upcoming = rows
    .filter((row) => row.date >= now.date)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startMinute - b.startMinute);
  const days = new Map<string, ScheduleDay>();
  for (const row of upcoming) {
    let day = days.get(row.date);
    if (!day) {
      day = { date: toDdMmYyyy(row.date), morning: [], afternoon: [], evening: [] };
      days.set(row.date, day);
    }
    day[row.period].push({
      _id: String(row.id),
      time: row.time,
      isBooked: row.taken || isPastSlot(row.date, row.startMinute, now),
      ...(row.mode && row.mode !== 'clinic' ? { mode: row.mode } : {}),
    });
  }
  return [...days.values()];
}
