/**
 * Today's prices of a cart's lines, for the pharmacy and the lab carts alike. A cart keeps the
 * prices its pages showed when each item was added, maybe hours ago; its page reads the current
 * ones from the server when it opens (a quote call that stores nothing:
 * POST /api/pharmacycart/add_pharmacycart, POST /api/lab/cart), and again when a payment order is
 * refused because the amount changed (lib/checkout/expected-amount.ts).
 */
import { lineProblemsOf } from '@/components/checkout/answer-problems';
import { postJson } from '@/components/checkout/payment-api';
import { formatInr, rupeesToPaise } from '@/lib/money';
import type { LinePrice, PriceChange } from './reprice-lines';

export type CartPrices =
  | { ok: true; prices: LinePrice[] }
  /** Lines the server will not sell (unknown, unavailable), by their id, with its message. */
  | { ok: false; problems: Record<number, string> };

/** What both quote calls answer of each line (in rupees, as the API has money). */
type QuoteAnswer = {
  data: { items: { _id: string; actual_price: number; total_price: number; discount?: number }[] };
};

/** Null when the prices could not be read (offline, a 5xx): the cart keeps its own. */
export async function readCartPrices(
  url: string,
  lines: readonly { id: number; quantity: number }[],
): Promise<CartPrices | null> {
  const items = lines.map(({ id, quantity }) => ({ id, quantity }));
  const answer = await postJson<QuoteAnswer>(url, { items });
  if (answer.ok) {
    return {
      ok: true,
      prices: answer.body.data.items.map((line) => ({
        id: Number(line._id),
        pricePaise: rupeesToPaise(line.total_price),
        mrpPaise: rupeesToPaise(line.actual_price),
        ...(line.discount !== undefined && { discountPercent: line.discount }),
      })),
    };
  }
  const problems = answer.status === 400 ? lineProblemsOf(answer.body.errors, items) : {};
  return Object.keys(problems).length > 0 ? { ok: false, problems } : null;
}

/** What the cart says about a line whose price moved since it was added. */
export function priceChangeNote(change: PriceChange): string {
  return `${change.name} now costs ${formatInr(change.nowPaise)} (${formatInr(change.wasPaise)} when you added it).`;
}

/**
 * The applied coupon's percentage today (POST /api/coupon/check), asked after a refused amount:
 * the hospital may have changed it since it was applied. Null when it cannot be told (a wrong
 * code is answered at payment with its own message).
 */
export async function readCouponPercent(code: string): Promise<number | null> {
  const answer = await postJson<{ data?: { coupon_percentage: number } }>('/api/coupon/check', {
    code,
  });
  return answer.ok && answer.body.data ? answer.body.data.coupon_percentage : null;
}
