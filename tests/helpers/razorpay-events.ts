/** Webhook bodies shaped like Razorpay's, signed the way Razorpay signs them. */
import type { SimulatedProvider } from '@/lib/payments/simulated';

export function signedEvent(
  provider: SimulatedProvider,
  name: string,
  orderId: string,
  paymentId: string,
  extra: Record<string, unknown> = {},
) {
  const rawBody = JSON.stringify({
    entity: 'event',
    event: name,
    payload: {
      payment: {
        entity: { id: paymentId, order_id: orderId, amount: 80_000, currency: 'INR', ...extra },
      },
      ...(name === 'order.paid' ? { order: { entity: { id: orderId, status: 'paid' } } } : {}),
    },
  });
  return { rawBody, signature: provider.signWebhook(rawBody) };
}
