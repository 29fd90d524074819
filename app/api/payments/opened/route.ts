// POST /api/payments/opened – the buyer's checkout is open: the hold gets its whole payment window
import { json, readJson, withErrors, validInput } from '@/lib/api/handler';
import { openHeldCheckout } from '@/lib/checkout/open-hold';
import { orderRefSchema } from '@/lib/checkout/schema';
import { getDb } from '@/lib/db';

/**
 * A hold is short until its checkout opens (lib/checkout/holds.ts); this extends it once, to the
 * payment window counted from when it was made. Harmless if misused: a hold is never extended
 * twice, a lapsed one never revived, and knowing an order id requires having started that checkout.
 */
export const POST = withErrors(async (request: Request) => {
  const { orderId } = await validInput(orderRefSchema, await readJson(request));
  const { expiresAt, lapsed } = await openHeldCheckout(await getDb(), orderId);
  return json({
    message: 'Success',
    data: { expires_at: expiresAt?.toISOString() ?? null, lapsed },
  });
});
