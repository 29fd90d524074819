/**
 * The rules of a lab order (issue 17), pure so the lab cart, the checkout page and the server read
 * the same ones: how many of a test, how many patients, which home-collection windows exist and
 * which may still be chosen, and why a package and one of its own tests are never both bought.
 */
import { labelsOf } from '../closed-list';
import { LAB_GENDERS, LAB_ORDER_STATUSES } from '../db/schema/constants';
import { addDays, formatTime12h, indiaNow, type IndiaNow } from '../time/india';

/** People one order may carry: the home visit of one family. */
export const LAB_MAX_PATIENTS = 5;
/** A test's quantity is the number of people taking it, so it never exceeds the patients. */
export const LAB_MAX_QUANTITY = LAB_MAX_PATIENTS;
export const LAB_MIN_QUANTITY = 1;
/** Distinct tests and packages in one order. */
export const LAB_MAX_LINES = 20;
export const LAB_MAX_AGE = 120;

export { LAB_GENDERS };
export type LabGender = (typeof LAB_GENDERS)[number];
export const GENDER_LABELS = labelsOf(LAB_GENDERS);

/** Collection days shown as tabs: today and the six days after it (India). */
export const COLLECTION_DAYS = 7;
/** The first window starts at 06:00 and the last at 10:30 India time: samples taken fasting. */
export const FIRST_WINDOW_MINUTE = 6 * 60;
export const LAST_WINDOW_MINUTE = 10 * 60 + 30;
export const WINDOW_MINUTES = 30;
/** A phlebotomist needs this long to reach the patient: a window closer than this is closed. */
export const COLLECTION_LEAD_MINUTES = 60;

/** Every window's start, in minutes of the day: 360, 390, ... 630. */
export const WINDOW_STARTS: readonly number[] = Array.from(
  { length: (LAST_WINDOW_MINUTE - FIRST_WINDOW_MINUTE) / WINDOW_MINUTES + 1 },
  (_, i) => FIRST_WINDOW_MINUTE + i * WINDOW_MINUTES,
);

export { LAB_ORDER_STATUSES };
export type LabOrderStatus = (typeof LAB_ORDER_STATUSES)[number];
export const LAB_STATUS_LABELS = labelsOf(LAB_ORDER_STATUSES, {
  booked: 'Collection booked',
  collected: 'Sample collected',
});

export const LAB_MESSAGES = {
  itemsRequired: 'Your lab cart is empty',
  itemsTooMany: `At most ${LAB_MAX_LINES} tests and packages per booking`,
  idInvalid: 'Unknown test or package',
  unavailable: 'This test is not available for booking right now',
  quantityInvalid: `Quantity must be a whole number from ${LAB_MIN_QUANTITY} to ${LAB_MAX_QUANTITY}`,
  duplicate: 'Each test or package may appear only once',
  patientsRequired: 'Add the details of the patient',
  patientsTooMany: `At most ${LAB_MAX_PATIENTS} patients per booking`,
  patientsCount: 'Add one patient for each person the tests are for',
  patientName: 'Patient name is required',
  patientAge: `Age must be a whole number from 0 to ${LAB_MAX_AGE}`,
  patientGender: 'Choose the gender',
  collectionRequired: 'Choose a collection time',
  windowInvalid: 'Choose one of the collection times shown',
  windowClosed: 'This collection time is no longer available. Please choose a later one.',
  windowFull: 'This collection time has just been fully booked. Please choose another.',
  couponInvalid: 'Invalid coupon code',
  contactRequired: 'Please fill in the address for the sample collection',
} as const;

/** '06:30' for 390. */
export function windowValue(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** 390 for '06:30' when it is one of the windows; else null. */
export function windowMinute(value: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const minute = Number(m[1]) * 60 + Number(m[2]);
  return WINDOW_STARTS.includes(minute) ? minute : null;
}

/** '06:30 AM - 07:00 AM'. */
export function windowLabel(minute: number): string {
  return `${formatTime12h(minute)} - ${formatTime12h(minute + WINDOW_MINUTES)}`;
}

/** The collection dates offered at `now`: today and the next six days, India time. */
export function collectionDates(now: IndiaNow = indiaNow()): string[] {
  return Array.from({ length: COLLECTION_DAYS }, (_, i) => addDays(now.date, i));
}

/**
 * Whether a window may still be chosen at `now`: one of the offered dates, and starting at least
 * COLLECTION_LEAD_MINUTES from now (so today's windows close one by one, and all of them by 09:30).
 */
export function isWindowOpen(date: string, minute: number, now: IndiaNow = indiaNow()): boolean {
  if (!collectionDates(now).includes(date) || !WINDOW_STARTS.includes(minute)) return false;
  return date > now.date || minute >= now.minuteOfDay + COLLECTION_LEAD_MINUTES;
}

/** A cart line as the conflict rule needs it: a package names the tests it includes. */
export type ConflictLine = {
  id: number;
  name: string;
  kind: 'test' | 'package';
  testIds: number[];
};

export type PackageConflict = { packageLine: ConflictLine; testLine: ConflictLine };

/** The first package of `lines` that includes another line's test, if any. */
export function findPackageConflict(lines: readonly ConflictLine[]): PackageConflict | null {
  for (const packageLine of lines) {
    if (packageLine.kind !== 'package') continue;
    const testLine = lines.find((l) => l.kind === 'test' && packageLine.testIds.includes(l.id));
    if (testLine) return { packageLine, testLine };
  }
  return null;
}

/**
 * Why a package and one of its own tests are never bought together: the package already does the
 * test on the same sample, so the second would be paid for and done twice.
 */
export function packageConflictMessage({ packageLine, testLine }: PackageConflict): string {
  return `${packageLine.name} already includes ${testLine.name}: the test is done once, on the same sample, so it cannot also be booked on its own.`;
}
