// POST /api/lab/orders – verifies the checkout's signature, then stores the paid lab order once
import { json, readJson, withErrors, validInput } from '@/lib/api/handler';
import { confirmCheckout } from '@/lib/checkout/settle';
import { checkoutResultSchema } from '@/lib/checkout/schema';
import { getDb } from '@/lib/db';
import { labOrderPurchase } from '@/lib/lab/purchase';
import { getPaymentProvider } from '@/lib/payments';

/**
 * 201 with the new order's reference, or 200 with the same reference when this payment was
 * stored already (a repeated confirmation, or the provider's webhook came first); 409 when the
 * payment came after its hold lapsed and the window was fully booked meanwhile (flagged for
 * refund).
 */
export const POST = withErrors(async (request: Request) => {
  const result = await validInput(checkoutResultSchema, await readJson(request));
  const order = await confirmCheckout(
    await getDb(),
    getPaymentProvider(),
    labOrderPurchase,
    result,
  );
  if (order.refundDue) {
    return json(
      {
        message:
          'Your payment arrived after the collection time was held for you, and it has since been fully booked. No collection was booked; the payment will be refunded.',
        code: 'refund_due',
        data: { total_amount: order.totalPaise / 100, refund_due: true },
      },
      409,
    );
  }
  const data = { reference: order.reference, total_amount: order.totalPaise / 100 };
  if (order.extraPayment) {
    return json({
      message:
        'This collection was already paid for. Your second payment has been recorded and will be refunded.',
      code: 'extra_payment',
      data: { ...data, refund_due: true },
    });
  }
  return json({ data }, order.created ? 201 : 200);
});
