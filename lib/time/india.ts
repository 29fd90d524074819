/**
 * The India calendar. Every rule about 'today', past slots and delivery dates is computed in
 * Asia/Kolkata, whatever the server's own time zone. Dates travel as ISO 'yyyy-mm-dd' strings.
 */
export const INDIA_TZ = 'Asia/Kolkata';

/**
 * India has kept one offset, UTC+05:30, without daylight saving since 1945, so its wall clock is
 * the UTC clock moved on by 330 minutes. Plain arithmetic rather than an Intl time-zone
 * formatter: the first one a browser builds loads time-zone data, tens of milliseconds of main
 * thread on every page whose client components use this calendar (the booking panel).
 */
const INDIA_OFFSET_MS = 330 * 60_000;

export type IndiaNow = { date: string; minuteOfDay: number };

/** Today's date and the minute of the day in India at `instant`. */
export function indiaNow(instant: Date = new Date()): IndiaNow {
  const wall = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return {
    date: wall.toISOString().slice(0, 10),
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

export function indiaToday(instant: Date = new Date()): string {
  return indiaNow(instant).date;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Calendar arithmetic on ISO dates, independent of any time zone. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd' to the spec's schedule format 'dd/mm/yyyy'. */
export function toDdMmYyyy(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** 'dd/mm/yyyy' to 'yyyy-mm-dd', or null when it is not a real date. */
export function fromDdMmYyyy(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** Minute of the day to a 12-hour label such as '10:30 AM' or '12:00 PM'. */
export function formatTime12h(minuteOfDay: number): string {
  const h24 = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay % 60;
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** A 12-hour label ('9:05 am', '12:00 AM', '12:30 PM') to its minute of the day, or null. */
export function parseTime12h(label: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(label);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = m[3].toLowerCase() === 'pm';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/**
 * Whether a slot on `isoDate` at `minuteOfDay` has already started in India: from its first
 * minute on (10:30:40 is past the 10:30 slot), as a booking's own timing counts it
 * (lib/booking/attendance.ts, `visitTiming`).
 */
export function isPastSlot(
  isoDate: string,
  minuteOfDay: number,
  now: IndiaNow = indiaNow(),
): boolean {
  if (isoDate < now.date) return true;
  if (isoDate > now.date) return false;
  return minuteOfDay <= now.minuteOfDay;
}

/** The instant an India calendar day ('yyyy-mm-dd') begins (00:00 in Asia/Kolkata). */
export function indiaDayStart(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - INDIA_OFFSET_MS);
}
