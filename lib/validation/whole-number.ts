/**
 * A whole number typed into a query (`?page=2`, `?doctor=12`): plain digits only, so a sign, an
 * exponent (`1e3`), a fraction, spaces or `0x10` are refused rather than read as something else,
 * and bounded, so no query can ask the database for an offset or id it cannot hold.
 */
import { string } from 'yup';

/** `text` as a whole number from `min` to `max`, or null when it is not one. */
export function parseWholeNumber(text: string, min: number, max: number): number | null {
  if (!/^[0-9]{1,16}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** The same rule as an optional yup field, failing with `message`. */
export function wholeNumberField(message: string, min: number, max: number) {
  return string()
    .optional()
    .test(
      'whole-number',
      message,
      (v) => v === undefined || parseWholeNumber(v, min, max) !== null,
    );
}
