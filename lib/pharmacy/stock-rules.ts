/**
 * What a shopper is told about a medicine's stock, from the units on hand, the same on cards,
 * medicine pages, the cart and the checkout's refusals (issue 18). Pure, for server and browser.
 */

import { MAX_QUANTITY } from './cart-math';

/** At or under this many units on hand, cards and pages say 'Only N left'. */
export const LOW_STOCK = 5;

/**
 * The units on hand a page may tell a shopper of: none when the medicine is not offered, and at
 * most MAX_QUANTITY, all that one cart line can take. Enough for 'Only N left' and the cart's
 * limit; the pharmacy's whole inventory is not published in every page's payload.
 * shownStockSql in queries.ts is the same rule in SQL.
 */
export function shownStock(offered: boolean, stock: number): number {
  return offered ? Math.min(MAX_QUANTITY, Math.max(0, stock)) : 0;
}

/** 'Out of stock', 'Only N left', or nothing when there is plenty (or it is not sold at all). */
export function stockNote(stock: number): string | null {
  if (stock <= 0) return 'Out of stock';
  return stock <= LOW_STOCK ? `Only ${stock} left` : null;
}

/** Why a cart line cannot be bought as asked, when `left` units can be sold to this shopper. */
export function shortageMessage(name: string, left: number): string {
  return left <= 0
    ? `${name} is out of stock. Please remove it from your cart.`
    : `Only ${left} of ${name} left in stock. Please lower the quantity to ${left} or less.`;
}
