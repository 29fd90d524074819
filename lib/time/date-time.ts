import { lazyDateFormat } from '../format/lazy-intl';
import { INDIA_TZ } from './india';

/**
 * Instants as the hospital's staff read them, in India time. Its own module, away from
 * ./india.ts: a browser's first time-zone formatter loads time-zone data, which the public
 * pages' client components must not pay for.
 */
const dateTime = lazyDateFormat('en-IN', {
  timeZone: INDIA_TZ,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** '26 Nov 2026, 09:05 am'. */
export function formatIndiaDateTime(instant: Date): string {
  return dateTime(instant);
}
