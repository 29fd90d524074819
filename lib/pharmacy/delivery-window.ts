/**
 * How far ahead a pharmacy delivery can be asked for. The spec sets only the lower limit (not in
 * the past); a pharmacy delivers within weeks, so a date years ahead is a typing slip. Kept apart
 * from the yup schema so the form's markup can set its date input's `max` without loading yup.
 */
import { addDays, indiaToday } from '../time/india';

/** Days after today (India) that a delivery can be asked for. */
export const DELIVERY_DAYS_AHEAD = 30;

/** The last day a delivery can be asked for, as yyyy-mm-dd. */
export function lastDeliveryDate(today: string = indiaToday()): string {
  return addDays(today, DELIVERY_DAYS_AHEAD);
}
