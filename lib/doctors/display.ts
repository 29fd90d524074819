/** How doctor fields are shown (hospital-site.md sections 3 and 5). */

export const DEFAULT_EXPERIENCE_YEARS = 3;
export const DEFAULT_REGION = 'Indranagar';

export function experienceYears(value: number | null | undefined): number {
  return value ?? DEFAULT_EXPERIENCE_YEARS;
}

/**
 * A region label: split on spaces and commas, lower-cased, the word 'bangalore' removed,
 * duplicates dropped, each word given an initial capital. Empty results fall back to the default.
 */
export function normaliseRegion(raw: string | null | undefined): string {
  const words = (raw ?? '')
    .split(/[\s,]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w && w !== 'bangalore');
  const unique = [...new Set(words)];
  if (unique.length === 0) return DEFAULT_REGION;
  return unique.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
