import type { CheckoutResult, PaymentOrderAnswer } from '@/lib/payments/checkout-types';

export { CheckoutError } from './checkout-error';

/**
 * openOrderCheckout (open-checkout.tsx), with the checkout's code (the test dialog, Razorpay's
 * loader) fetched when a payment starts rather than in the first load of the cart and booking
 * pages.
 */
export async function openOrderCheckout(
  order: PaymentOrderAnswer,
  prefill?: PaymentOrderAnswer['prefill'],
): Promise<CheckoutResult> {
  const checkout = await import('./open-checkout');
  return checkout.openOrderCheckout(order, prefill ?? order.prefill);
}
