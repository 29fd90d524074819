import { lazyDateFormat } from '../format/lazy-intl';
import { INDIA_TZ } from './india';

const longDate = lazyDateFormat('en-GB', {
  timeZone: INDIA_TZ,
  day: '2-digit',
  month: 'long',
  year: 'numeric',
});

/** An instant as the India calendar date 'dd Month yyyy', e.g. '05 March 2025'. */
export function formatLongDate(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return longDate(date);
}
