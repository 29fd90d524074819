/** Texts of the booking screens that depend on data (dates, doctor names). */
import { lazyDateFormat } from '../format/lazy-intl';
import { addDays, fromDdMmYyyy } from '../time/india';

const tabDate = lazyDateFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const longDayDate = lazyDateFormat('en-IN', {
  timeZone: 'UTC',
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
  return tabDate(utcDate(iso));
}

/** 'Friday, 13 June 2025' for a 'dd/mm/yyyy' date; the input itself when unreadable. */
export function longDate(day: string): string {
  const iso = fromDdMmYyyy(day);
  return iso === null ? day : longDayDate(utcDate(iso));
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
