/**
 * Today's prices taken into a cart's lines: pure and without imports, as the carts' stores load
 * it on every pharmacy and lab page (the price reading itself, ./cart-prices.ts, loads only with
 * a cart's page).
 */

/** A line's price as the server reads it today. */
export type LinePrice = {
  id: number;
  pricePaise: number;
  mrpPaise: number;
  /** Percent off the MRP as its card shows it, where the cart keeps one (medicines). */
  discountPercent?: number;
};

/** A line whose selling price was not the one the cart held: the visitor is told. */
export type PriceChange = { id: number; name: string; wasPaise: number; nowPaise: number };

type PricedLine = { id: number; name: string; pricePaise: number; mrpPaise: number };

/** The lines with today's prices where the server gave one, and those whose price moved. */
export function repriceLines<L extends PricedLine & { discountPercent?: number }>(
  lines: readonly L[],
  prices: readonly LinePrice[],
): { lines: L[]; changes: PriceChange[] } {
  const byId = new Map(prices.map((price) => [price.id, price]));
  const changes: PriceChange[] = [];
  const repriced = lines.map((line) => {
    const now = byId.get(line.id);
    if (!now) return line;
    if (now.pricePaise !== line.pricePaise) {
      changes.push({
        id: line.id,
        name: line.name,
        wasPaise: line.pricePaise,
        nowPaise: now.pricePaise,
      });
    }
    return {
      ...line,
      pricePaise: now.pricePaise,
      mrpPaise: now.mrpPaise,
      ...(now.discountPercent !== undefined && { discountPercent: now.discountPercent }),
    };
  });
  return { lines: repriced, changes };
}
