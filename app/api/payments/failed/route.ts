// POST /api/payments/failed – the checkout failed or was closed: mark the payment, release the hold
import { json, readJson, withErrors } from '@/lib/api/handler';
import { failPayment } from '@/lib/checkout/settle';
import { getDb } from '@/lib/db';
import { InvalidInputError } from '@/lib/services/errors';
import { paymentFailedSchema } from '@/lib/validation/payment';
import { validateBody } from '@/lib/validation/validate';

/**
 * Lets a patient retry at once instead of waiting out their own hold. Harmless if misused: a
 * paid payment is never changed, and knowing an order id requires having started that checkout.
 */
export const POST = withErrors(async (request: Request) => {
  const parsed = await validateBody(paymentFailedSchema, await readJson(request));
  if (!parsed.ok) throw new InvalidInputError(parsed.errors);
  const changed = await failPayment(await getDb(), parsed.value.orderId, parsed.value.reason);
  return json({ message: 'Success', data: { released: changed } });
});
