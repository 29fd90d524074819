// POST /api/payments/simulated/pay – test mode only: the simulated provider pays an order we made
import { json, readJson, withErrors, validInput } from '@/lib/api/handler';
import { findPaymentByOrder } from '@/lib/checkout/payments';
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { NotFoundError } from '@/lib/api/errors';
import { orderRefSchema } from '@/lib/checkout/schema';

/**
 * Stands in for the provider's own checkout in test mode (PAYMENT_TEST_MODE=1, no Razorpay keys):
 * it returns the signed result Razorpay's checkout would hand the browser, which then goes
 * through the very same verification. With real keys this endpoint does not exist (404); with
 * payments off, getPaymentProvider() refuses it (503 payments_unavailable) like every payment
 * route, so nothing can be "paid" on a site that takes no payments.
 */
export const POST = withErrors(async (request: Request) => {
  const provider = getPaymentProvider();
  if (!(provider instanceof SimulatedProvider)) throw new NotFoundError('Not found');
  const { orderId } = await validInput(orderRefSchema, await readJson(request));
  const payment = await findPaymentByOrder(await getDb(), orderId);
  if (!payment || payment.provider !== provider.name)
    throw new NotFoundError('Unknown payment order');
  return json(provider.pay(payment.providerOrderId));
});
