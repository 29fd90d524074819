/**
 * Slot rules shared by the server (schedule API, hold) and the browser (picker). Pure functions
 * of an India 'now', so they give the same answer whatever the time zone of the machine.
 */
import type { SlotMode } from '../consult/modes';
import { addDays, fromDdMmYyyy, isPastSlot, parseTime12h, type IndiaNow } from '../time/india';

/** Patients book from today to 13 days ahead (India dates); schedules are kept that far. */
export const BOOKING_WINDOW_DAYS = 14;

/** The last India date ('yyyy-mm-dd') a slot may be booked on, seen from India's `today`. */
export function lastBookableDate(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS - 1);
}

export type SlotPeriod = 'morning' | 'afternoon' | 'evening';

export const PERIODS: readonly { key: SlotPeriod; label: string }[] = [
  { key: 'morning', label: 'Morning' },
  { key: 'afternoon', label: 'Afternoon' },
  { key: 'evening', label: 'Evening' },
];

/**
 * One slot in the spec's schedule shape; `mode` (issue 47) only on a slot that is not in-clinic
 * only, so the spec's shape is unchanged for a doctor without video.
 */
export type ScheduleSlot = {
  _id: string;
  time: string;
  isBooked: boolean;
  mode?: Exclude<SlotMode, 'clinic'>;
};

/** The fees of the picker's mode choice, in paise; `video` null when the doctor has no video. */
export type ScheduleFees = { clinic: number; video: number | null };

/** One schedule date in the spec's shape; `date` is 'dd/mm/yyyy'. */
export type ScheduleDay = { date: string } & Record<SlotPeriod, ScheduleSlot[]>;

/** What the slot picker draws: a doctor's live days from today on and the fees of each mode. */
export type PickerSchedule = { days: ScheduleDay[]; fees: ScheduleFees | null };

/**
 * The picker as a cached page draws it before its script runs, at the India `now` it was drawn
 * (docs/decisions/slot-picker-in-the-page.md).
 */
export type PickerSnapshot = PickerSchedule & { now: IndiaNow };

/** GET /api/doctorschedule/{id}: `data[0].schedules`. */
export type ScheduleResponse = {
  message: 'Success';
  data: { schedules: ScheduleDay[]; fees?: ScheduleFees }[];
};

/** The slot's mode, in-clinic when the schedule says nothing. */
export const slotModeOf = (slot: ScheduleSlot): SlotMode => slot.mode ?? 'clinic';

/**
 * Whether a slot cannot be chosen: booked or held, unreadable, or (on today's India date)
 * already started. The server marks past slots as booked too; the browser checks again because
 * time passes while the picker is open.
 */
export function isSlotUnavailable(day: string, slot: ScheduleSlot, now: IndiaNow): boolean {
  if (slot.isBooked) return true;
  const iso = fromDdMmYyyy(day);
  const minute = parseTime12h(slot.time);
  if (iso === null || minute === null) return true;
  return isPastSlot(iso, minute, now);
}

/** Schedule dates from today on (India), earliest first; earlier dates are never offered. */
export function upcomingDays(days: ScheduleDay[], now: IndiaNow): ScheduleDay[] {
  return days
    .map((day) => ({ day, iso: fromDdMmYyyy(day.date) }))
    .filter((d): d is { day: ScheduleDay; iso: string } => d.iso !== null && d.iso >= now.date)
    .sort((a, b) => a.iso.localeCompare(b.iso))
    .map((d) => d.day);
}

export function allSlots(day: ScheduleDay): ScheduleSlot[] {
  return PERIODS.flatMap((p) => day[p.key]);
}

/** The 'N Total Slots available' count of one date. */
export function availableCount(day: ScheduleDay, now: IndiaNow): number {
  return allSlots(day).filter((slot) => !isSlotUnavailable(day.date, slot, now)).length;
}

export function findSlot(day: ScheduleDay, slotId: string): ScheduleSlot | undefined {
  return allSlots(day).find((slot) => slot._id === slotId);
}

/**
 * The date a picker opens on before any is chosen: the first with a time still free (late in
 * the evening, tomorrow rather than a today with none left), else the first.
 */
export function firstOpenDay(days: ScheduleDay[], now: IndiaNow): number {
  return Math.max(
    0,
    days.findIndex((day) => availableCount(day, now) > 0),
  );
}

/** Date tabs shown at once: 3, or 2 below 576 px (the spec's slot layout breakpoint). */
export function tabsPerView(viewportWidth: number): number {
  return viewportWidth < 576 ? 2 : 3;
}

/** First index of a window of `size` tabs kept inside `total` tabs. */
export function clampWindowStart(start: number, total: number, size: number): number {
  return Math.max(0, Math.min(start, total - size));
}

/** Moves the window so that tab `index` is visible, changing it as little as possible. */
export function windowStartShowing(index: number, start: number, total: number, size: number) {
  if (index < start) return clampWindowStart(index, total, size);
  if (index >= start + size) return clampWindowStart(index - size + 1, total, size);
  return clampWindowStart(start, total, size);
}
