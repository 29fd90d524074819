// POST /api/payment_order – reserves what the body names and creates the provider order for its price
/**
 * Every purchase comes here. The body names its `purpose`; the purchase registered for it
 * (lib/checkout/registry.ts) gives the schema the rest of the body is validated with, once, here
 * (400 `{ errors }`), and the checkout prices it from the database (an `amount` sent by the
 * browser is ignored), creates the provider order and records it with the reservation. The
 * answer is the same for all: `{ id, amount (paise), currency: 'INR', key, provider,
 * description, expiresAt?, prefill? }`, which openOrderCheckout
 * (components/checkout/lazy-checkout.ts) opens.
 */
import { json, readJson, withErrors, validInput } from '@/lib/api/handler';
import { createPaymentOrder } from '@/lib/checkout/create-order';
import { purchaseFor } from '@/lib/checkout/registry';
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';
import { returnCouponGuess, spendCouponGuess } from '@/lib/security/coupon-guesses';
import { clientKey } from '@/lib/security/rate-limit';
import { InvalidInputError } from '@/lib/api/errors';

export const POST = withErrors(async (request: Request) => {
  // Payments off (no keys, no test mode) is said first, whatever the body holds.
  const provider = getPaymentProvider();
  const { purpose, ...fields } = await readJson(request);
  const purchase = purchaseFor(purpose);

  // A wrong coupon code here counts against the same per-client allowance as the coupon check.
  const client = clientKey(request.headers);
  // Any value counts: a code of the wrong type is refused by the schema, as a wrong code.
  const code = fields.coupon_code;
  const triesCoupon = code != null && (typeof code !== 'string' || code.trim() !== '');
  if (triesCoupon) await spendCouponGuess(client, 'coupon_code');
  try {
    const input = await validInput(purchase.schema, fields);
    const order = await createPaymentOrder(await getDb(), provider, purchase, input, { client });
    if (triesCoupon) await returnCouponGuess(client);
    return json(order, 201);
  } catch (error) {
    // Only a refused code keeps the guess spent; any other failure judged no code.
    const wrongCode = error instanceof InvalidInputError && Boolean(error.errors.coupon_code);
    if (triesCoupon && !wrongCode) await returnCouponGuess(client);
    throw error;
  }
});
