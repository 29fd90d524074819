import type { CheckoutResult, PaymentOrderAnswer } from '@/lib/payments/checkout-types';

/**
 * Opens the checkout for POST /api/payment_order's answer (the prefill defaults to the answer's).
 * The checkout's code (open-checkout.tsx: the test dialog, Razorpay's loader) is fetched when a
 * payment starts rather than in the first load of the cart and booking pages.
 */
export async function openOrderCheckout(
  order: PaymentOrderAnswer,
  prefill = order.prefill,
): Promise<CheckoutResult> {
  const { openCheckout } = await import('./open-checkout');
  const { id, amount, key, provider, description } = order;
  return openCheckout({ orderId: id, amount, key, provider, description, prefill });
}
