/** Texts of the booking screens that depend on data (dates, doctor names). */
import { addDays, fromDdMmYyyy } from '../time/india';

/**
 * Built at first use, not when the module loads: the first Intl formatter a browser builds loads
 * locale data (tens of milliseconds of main thread), which a page that never shows a date
 * should not pay while it hydrates.
 */
function lazyFormatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', ...options }));
}

const tabDateFormatter = lazyFormatter({ weekday: 'short', day: 'numeric', month: 'short' });
const longDateFormatter = lazyFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function utcDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * A date tab's label: 'Today', 'Tommorow' (the spec's spelling) and then the date itself.
 * Dates are formatted as UTC calendar days so no time zone can shift them.
 */
export function dateTabLabel(day: string, todayIso: string): string {
  const iso = fromDdMmYyyy(day);
  if (iso === null) return day;
  if (iso === todayIso) return 'Today';
  if (iso === addDays(todayIso, 1)) return 'Tommorow';
  return tabDateFormatter().format(utcDate(iso));
}

/** 'Friday, 13 June 2025' for a 'dd/mm/yyyy' date; the input itself when unreadable. */
export function longDate(day: string): string {
  const iso = fromDdMmYyyy(day);
  return iso === null ? day : longDateFormatter().format(utcDate(iso));
}

/** 'Dr. Asha Rao', without doubling a title the name already carries. */
export function withDoctorTitle(name: string): string {
  const trimmed = name.trim();
  return /^dr(\.|\s)/i.test(trimmed) ? trimmed : `Dr. ${trimmed}`;
}

/** The 'Doctor Unavailable' panel's sentence (hospital-site.md section 8), verbatim. */
export function doctorUnavailableMessage(name: string): string {
  return `Sorry, ${withDoctorTitle(name)} is currently not available. Please try again later or contact support for assistance.`;
}
