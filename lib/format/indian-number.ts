/**
 * Indian digit grouping ('12,34,567': the last three digits, then pairs), written out rather than
 * asked of Intl: the first `Intl.NumberFormat('en-IN')` a browser builds loads the locale's data,
 * 35-50 ms of main thread on this machine's Chromium (before the CPU slowdown a phone adds),
 * which every page that shows a price or a count in a client component paid while hydrating.
 * The output is the same as Intl's en-IN (tests/lib/indian-number.test.ts holds them together).
 */

/** '12,34,567' for a whole number; '-1,000' below zero. */
export function groupIndian(whole: number): string {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`not a safe whole number: ${whole}`);
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

/** Hundredths (paise, say) as a grouped number: two fraction digits unless whole ('1,250', '53.30'). */
export function formatHundredths(hundredths: number): string {
  const rounded = Math.round(hundredths);
  const abs = Math.abs(rounded);
  const sign = rounded < 0 ? '-' : '';
  const whole = groupIndian(Math.floor(abs / 100));
  const cents = abs % 100;
  if (cents === 0) return sign + whole;
  const two = String(cents).padStart(2, '0');
  return `${sign}${whole}.${two}`;
}
