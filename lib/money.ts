/** Money is integer paise until the moment it is shown. */

import { formatHundredths } from './format/indian-number';

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** '1,250' or '53.30': Indian digit grouping, both paise digits unless whole, no currency sign. */
export function formatRupees(paise: number): string {
  return formatHundredths(paise);
}

/** '₹1,250' or '₹53.30': every price the site shows with the sign. */
export function formatInr(paise: number): string {
  return `₹${formatRupees(paise)}`;
}

/** `percent` off `paise`, rounded to the nearest paisa. */
export function percentOf(paise: number, percent: number): number {
  return Math.round((paise * percent) / 100);
}
