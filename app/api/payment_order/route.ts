// POST /api/payment_order – reserves what the body names and creates the provider order for its price
/**
 * Every purchase comes here. The body names its `purpose`; the purchase registered for it
 * (lib/checkout/registry.ts) gives the schema the rest of the body is validated with, once, here
 * (400 `{ errors }`), and the checkout prices it from the database (an `amount` sent by the
 * browser is ignored), creates the provider order and records it with the reservation. The
 * answer is the same for all: `{ id, amount (paise), currency: 'INR', key, provider,
 * description, expiresAt?, prefill? }`, which openOrderCheckout
 * (components/checkout/lazy-checkout.ts) opens. A signed-in buyer's payment records the account
 * and the person it is for (`patient_id`, one of the account's own, else 400 on that field);
 * a guest's records neither (lib/checkout/owner.ts).
 */
import { json, readJson, withErrors, validInput } from '@/lib/api/handler';
import { createPaymentOrder } from '@/lib/checkout/create-order';
import { accountOfRequest } from '@/lib/accounts/current';
import { checkoutOwner } from '@/lib/checkout/owner';
import { purchaseFor } from '@/lib/checkout/registry';
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';
import { couponGuesser, withCouponGuess } from '@/lib/security/coupon-guesses';

export const POST = withErrors(async (request: Request) => {
  // Payments off (no keys, no test mode) is said first, whatever the body holds.
  const provider = getPaymentProvider();
  const { purpose, patient_id: patientId, ...fields } = await readJson(request);
  const purchase = purchaseFor(purpose);
  // A wrong coupon code here counts against the same allowances as the coupon check.
  const guesser = couponGuesser(request.headers);
  const order = await withCouponGuess(guesser, 'coupon_code', fields.coupon_code, async () => {
    const input = await validInput(purchase.schema, fields);
    const db = await getDb();
    const owner = await checkoutOwner(db, await accountOfRequest(request), patientId);
    return createPaymentOrder(db, provider, purchase, input, { client: guesser.address, owner });
  });
  return json(order, 201);
});
