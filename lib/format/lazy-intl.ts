/**
 * Intl formatters built at their first use, not when their module loads. The first Intl object of
 * a kind that a browser builds loads locale (and time-zone) data: traced on the cart page, one
 * date formatter built while its chunk was evaluated cost about 50 ms of main thread in a slow
 * hour, 195 ms under Lighthouse's 4x CPU slowdown, on a page that shows no date until a pincode
 * is checked. A module-level `new Intl.…` anywhere else is refused by ESLint
 * (docs/decisions/india-time.md).
 */

/** `format(date)` with `new Intl.DateTimeFormat(locale, options)`, built on the first call. */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => (formatter ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

/** `compare(a, b)` with `new Intl.Collator(locale, options)`, built on the first call. */
export function lazyCollator(
  locale: string,
  options: Intl.CollatorOptions,
): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator(locale, options)).compare(a, b);
}
