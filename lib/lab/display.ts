/** How the lab pages say a test's preparation, report time and contents (pure, for tests). */
import { addDays } from '../time/india';

/** How long to fast: '10 to 12 hours' up to the usual overnight 12, else the hours themselves. */
export function fastingSpan(hours: number): string {
  return hours < 12 ? `${hours} to 12 hours` : `${hours} hours`;
}

export function fastingLabel(hours: number): string {
  return hours > 0 ? `Fasting ${fastingSpan(hours)}` : 'No fasting needed';
}

export function reportLabel(hours: number): string {
  if (hours <= 24) return `Report in ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return `Report in ${days} days`;
}

export function testCountLabel(count: number): string {
  return count === 1 ? 'Includes 1 test' : `Includes ${count} tests`;
}

export const labHref = (slug: string) => `/lab-tests/${slug}`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A collection date's tab: 'Today', 'Tomorrow', then 'Sat 28 Nov'. Written out rather than
 * through Intl: the first Intl formatter a browser builds costs the cart page main-thread time.
 */
export function collectionDayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  const [y, m, d] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]}`;
}

/** The samples a home visit takes for an order's tests, each named once, in their first order. */
export function samplesToCollect(items: readonly { sampleTypes: readonly string[] }[]): string {
  const samples = [...new Set(items.flatMap((item) => item.sampleTypes))];
  return samples.length > 0 ? samples.join(', ') : 'no sample listed';
}
