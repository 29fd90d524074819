// POST /api/lab/cart – { items: [{ id, quantity }] } -> the lab cart priced now; stores nothing
import { json, readJson, validInput, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { labCartQuoteAnswer } from '@/lib/lab/api-shape';
import { labCartQuoteSchema } from '@/lib/lab/order-schema';
import { priceLabCart } from '@/lib/lab/pricing';

/**
 * The lab cart is the visitor's own (kept in their session) until they pay; its page reads
 * today's prices here when it opens, and again after a payment order refused for another amount
 * (components/checkout/cart-prices.ts). A 400 names each unknown or withdrawn line, or a package
 * beside one of its own tests. No coupon is taken: codes are tried only where guesses are counted.
 */
export const POST = withErrors(async (request: Request) => {
  const { items } = await validInput(labCartQuoteSchema, await readJson(request));
  return json(labCartQuoteAnswer(await priceLabCart(await getDb(), items)));
});
