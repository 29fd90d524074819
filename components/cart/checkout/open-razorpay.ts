'use client';

import type { CheckoutResult, PharmacyPaymentOrder } from '@/lib/pharmacy/checkout-types';

export type CheckoutHandlers = {
  onSuccess(result: CheckoutResult): void;
  /** The provider's failure description ('Payment failed due to: {description}'). */
  onFailure(description: string): void;
  onDismiss(): void;
};

type RazorpayInstance = {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error: { description: string } }) => void,
  ): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The payment window could not be loaded'));
    document.body.appendChild(script);
  });
}

/**
 * The provider's own checkout (only with real Razorpay keys): INR, the description, the order
 * id and the visitor's name, e-mail and phone as prefill.
 */
export async function openRazorpayCheckout(
  order: PharmacyPaymentOrder,
  merchantName: string,
  handlers: CheckoutHandlers,
): Promise<void> {
  if (!order.checkoutScriptUrl) throw new Error('No checkout script for this provider');
  await loadScript(order.checkoutScriptUrl);
  const Razorpay = (window as unknown as { Razorpay: RazorpayConstructor }).Razorpay;
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    name: merchantName,
    description: order.description,
    order_id: order.id,
    prefill: order.prefill,
    theme: { color: '#6d28d9' },
    handler: (result: CheckoutResult) =>
      handlers.onSuccess({ ...result, razorpay_order_id: order.id }),
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.on('payment.failed', (response) => handlers.onFailure(response.error.description));
  checkout.open();
}
