// POST /api/payments/failed – the checkout failed or was closed: mark the payment, release the hold
import { json, readJson, withErrors, validInput } from '@/lib/api/handler';
import { failPayment } from '@/lib/checkout/settle';
import { getDb } from '@/lib/db';
import { paymentFailedSchema } from '@/lib/checkout/schema';

/**
 * Lets a patient retry at once instead of waiting out their own hold. Harmless if misused: a
 * paid payment is never changed, and knowing an order id requires having started that checkout.
 */
export const POST = withErrors(async (request: Request) => {
  const { orderId, reason } = await validInput(paymentFailedSchema, await readJson(request));
  const changed = await failPayment(await getDb(), orderId, reason);
  return json({ message: 'Success', data: { released: changed } });
});
