/** Display rules of the pharmacy (pharmacy.md section 9). */

/** Card names: 20 characters on desktop, 10 below 576 px. Cart lines: 15 below 576 px. */
export const NAME_CUT = {
  card: 20,
  cardNarrow: 10,
  cartLineNarrow: 15,
} as const;

/** The first `max` characters and '...' when something was cut. */
export function cutName(name: string, max: number): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}

/** '12% Off' */
export function discountLabel(percent: number): string {
  return `${percent}% Off`;
}

/** The pharmacy's name as the cart popup and the checkout state it. */
export const PHARMACY_NAME = 'Saithunga Pharmacy';
