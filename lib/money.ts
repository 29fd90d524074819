/** Money is integer paise until the moment it is shown. */

const rupeeFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** '1,250' or '1,250.5' — Indian digit grouping, no currency sign. */
export function formatRupees(paise: number): string {
  return rupeeFormatter.format(paise / 100);
}

/** '₹1,250' */
export function formatInr(paise: number): string {
  return `₹${formatRupees(paise)}`;
}

/** `percent` off `paise`, rounded to the nearest paisa. */
export function percentOf(paise: number, percent: number): number {
  return Math.round((paise * percent) / 100);
}
