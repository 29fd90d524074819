// POST /api/pharmacycart/add_pharmacycart – { items: [{ id, quantity }] } -> the cart priced now; stores nothing
import { json, readJson, validInput, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { cartQuoteAnswer } from '@/lib/pharmacy/api-shape';
import { cartQuoteSchema } from '@/lib/pharmacy/order-schema';
import { priceCart } from '@/lib/pharmacy/pricing';

/**
 * The spec lists this call without its use. A cart is the shopper's own (kept in their session)
 * until they pay, so nothing is stored: a client sends its cart and gets it back priced from
 * the database (today's prices and MRPs, line totals, the cart total), or a 400 naming each
 * unknown or unavailable medicine. No coupon is taken here: codes are tried only where guesses
 * are counted (docs/decisions/content-api.md).
 */
export const POST = withErrors(async (request: Request) => {
  const { items } = await validInput(cartQuoteSchema, await readJson(request));
  return json(cartQuoteAnswer(await priceCart(await getDb(), items)));
});
