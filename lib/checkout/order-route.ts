import 'server-only';
import { json, readJson, validInput, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';
import type { SettledOrder } from './payments';
import type { Purchase, Quote } from './purchase';
import { checkoutResultSchema } from './schema';
import { confirmCheckout } from './settle';

/**
 * The confirmation route of an order purchase (POST /api/pharmacy/orders, POST /api/lab/orders):
 * verifies the checkout's signature, settles the payment once, and answers 201 with the new
 * order's reference; 200 with the same reference when this payment was stored already (a repeated
 * confirmation, or the provider's webhook came first) or, with `code: 'extra_payment'`, when the
 * order was paid by another payment; 409 `refund_due` when the payment came after its hold lapsed
 * and what it held went to others. `says` is what the buyer is told in those two cases.
 */
export function orderConfirmationRoute(
  purchase: Purchase<never, Quote, SettledOrder>,
  says: { refundDue: string; extraPayment: string },
) {
  return withErrors(async (request: Request) => {
    const result = await validInput(checkoutResultSchema, await readJson(request));
    const order = await confirmCheckout(await getDb(), getPaymentProvider(), purchase, result);
    if (order.refundDue) {
      return json(
        {
          message: says.refundDue,
          code: 'refund_due',
          data: { total_amount: order.totalPaise / 100, refund_due: true },
        },
        409,
      );
    }
    const data = { reference: order.reference, total_amount: order.totalPaise / 100 };
    if (order.extraPayment) {
      return json({
        message: says.extraPayment,
        code: 'extra_payment',
        data: { ...data, refund_due: true },
      });
    }
    return json({ data }, order.created ? 201 : 200);
  });
}
