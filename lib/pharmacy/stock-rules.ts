/**
 * What a shopper is told about a medicine's stock, from the units on hand, the same on cards,
 * medicine pages, the cart and the checkout's refusals (issue 18). Pure, for server and browser.
 */

/** At or under this many units on hand, cards and pages say 'Only N left'. */
export const LOW_STOCK = 5;

/** Units a shopper can buy: none when the medicine is not offered (cardColumns does the same in SQL). */
export function unitsForSale(offered: boolean, stock: number): number {
  return offered ? Math.max(0, stock) : 0;
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
