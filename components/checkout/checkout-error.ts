import type { CheckoutErrorDetails } from '@/lib/payments/checkout-types';

/**
 * A payment that did not complete, with Razorpay's `{ code, description, reason, ... }`. Kept
 * apart from open-checkout.tsx so that pages can recognise it without loading the checkout.
 */
export class CheckoutError extends Error {
  constructor(readonly error: CheckoutErrorDetails) {
    super(error.description);
    this.name = 'CheckoutError';
  }
}

/** A failure the site itself detects, in the shape Razorpay reports its own. */
export function checkoutFailure(
  orderId: string,
  details: Partial<CheckoutErrorDetails> & { description: string },
): CheckoutError {
  return new CheckoutError({
    code: 'BAD_REQUEST_ERROR',
    reason: 'payment_failed',
    source: 'customer',
    step: 'payment_authorization',
    ...details,
    metadata: { order_id: orderId, ...details.metadata },
  });
}
