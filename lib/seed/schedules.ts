/**
 * Doctors' weekly working patterns and the bookable slots they produce. Pure functions: the
 * same doctor and date always give the same slots, so top-ups on later days are idempotent.
 */
import { BOOKING_WINDOW_DAYS } from '../booking/slots';
import { addDays, formatTime12h } from '../time/india';
import { pickSome, rngFor } from './random';

/** The one doctor with no upcoming schedule: the slot picker shows 'Doctor Unavailable'. */
export const UNAVAILABLE_DOCTOR_SLUG = 'dr-farhan-qureshi';
/** Schedules reach from today to today + 13 (India calendar). */
export const SCHEDULE_DAYS = BOOKING_WINDOW_DAYS;
export const SLOT_MINUTES = 30;

export type SlotPeriod = 'morning' | 'afternoon' | 'evening';
/** A clinic session: slots start every 30 minutes from `from` while they start before `to`. */
export type Session = { from: number; to: number };
/** `weekdays` are 0 (Sunday) to 6 (Saturday). */
export type WeeklyPattern = { weekdays: number[]; sessions: Session[] };
export type SlotSeed = {
  date: string;
  period: SlotPeriod;
  time: string;
  startMinute: number;
  /** The last slot of its session (a video doctor takes calls then: content/video-doctors.ts). */
  lastOfSession: boolean;
};

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Morning before 12:00, afternoon 12:00 to 16:00, evening from 16:00. */
export function periodOf(startMinute: number): SlotPeriod {
  if (startMinute < h(12)) return 'morning';
  if (startMinute < h(16)) return 'afternoon';
  return 'evening';
}

const SESSION_TEMPLATES: Session[][] = [
  [
    { from: h(9), to: h(12) },
    { from: h(16), to: h(19) },
  ],
  [{ from: h(9, 30), to: h(13, 30) }],
  [{ from: h(12), to: h(16) }],
  [{ from: h(16), to: h(20) }],
  [
    { from: h(10), to: h(13) },
    { from: h(17), to: h(19) },
  ],
  [
    { from: h(9), to: h(11) },
    { from: h(14), to: h(16) },
    { from: h(18), to: h(20) },
  ],
];

/** The doctor's weekly pattern, or null for the doctor without a schedule. */
export function weeklyPattern(doctorSlug: string): WeeklyPattern | null {
  if (doctorSlug === UNAVAILABLE_DOCTOR_SLUG) return null;
  const rng = rngFor(`schedule:${doctorSlug}`);
  const days = 4 + Math.floor(rng() * 3);
  const weekdays = pickSome(rng, [1, 2, 3, 4, 5, 6], days);
  if (rng() < 0.2) weekdays.push(0);
  const sessions = SESSION_TEMPLATES[Math.floor(rng() * SESSION_TEMPLATES.length)];
  return { weekdays: weekdays.sort((a, b) => a - b), sessions };
}

export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function slotsForPattern(pattern: WeeklyPattern, isoDate: string): SlotSeed[] {
  if (!pattern.weekdays.includes(weekdayOf(isoDate))) return [];
  const slots: SlotSeed[] = [];
  for (const { from, to } of pattern.sessions) {
    for (let minute = from; minute < to; minute += SLOT_MINUTES) {
      slots.push({
        date: isoDate,
        period: periodOf(minute),
        time: formatTime12h(minute),
        startMinute: minute,
        lastOfSession: minute + SLOT_MINUTES >= to,
      });
    }
  }
  return slots;
}

/** A doctor's slots on one India calendar date. */
export function doctorSlotsForDate(doctorSlug: string, isoDate: string): SlotSeed[] {
  const pattern = weeklyPattern(doctorSlug);
  return pattern ? slotsForPattern(pattern, isoDate) : [];
}

/** today, today + 1, ..., today + 13. */
export function scheduleDates(today: string): string[] {
  return Array.from({ length: SCHEDULE_DAYS }, (_, i) => addDays(today, i));
}
