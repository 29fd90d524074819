/** How the console writes a metric's value and a report's day. Pure. */
import { groupIndian } from '@/lib/format/indian-number';
import { METRIC_RULES, type VitalMetric } from './rules';

/** '2,500 ms' for times, '0.105' for CLS. */
export function formatVital(metric: VitalMetric, value: number): string {
  return METRIC_RULES[metric].unit === 'ms'
    ? `${groupIndian(Math.round(value))} ms`
    : value.toFixed(3);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '5 Dec' for '2026-12-05'. */
export function shortDay(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}
