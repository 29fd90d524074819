/** Money is integer paise until the moment it is shown. */

import { formatHundredths } from './format/indian-number';

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** '1,250' or '1,250.5' — Indian digit grouping, no currency sign. */
export function formatRupees(paise: number): string {
  return formatHundredths(paise, 'trim');
}

/** '₹1,250' */
export function formatInr(paise: number): string {
  return `₹${formatRupees(paise)}`;
}

/** `percent` off `paise`, rounded to the nearest paisa. */
export function percentOf(paise: number, percent: number): number {
  return Math.round((paise * percent) / 100);
}
