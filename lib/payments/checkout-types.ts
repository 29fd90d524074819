/**
 * What the browser and the server exchange around a checkout. Types only, so client components
 * can import them without pulling in server code.
 */
import type { CheckoutResult, ProviderName } from './provider';

export type { CheckoutResult, ProviderName };

/** POST /api/payment_order's answer, for every purpose. `amount` is in paise, as the checkout wants. */
export type PaymentOrderAnswer = {
  id: string;
  amount: number;
  currency: 'INR';
  key: string;
  provider: ProviderName;
  /** Shown in the checkout, e.g. 'Consultation with Dr. … on 12/06/2025 at 10:30 AM'. */
  description?: string;
  /** When a hold on what is bought lapses (ISO instant), if anything is held. */
  expiresAt?: string;
  /** The buyer's details the checkout is prefilled with, when the order carries them. */
  prefill?: CheckoutPrefill;
};

/** Razorpay's `prefill` option: the buyer's name, e-mail and phone number. */
export type CheckoutPrefill = { name?: string; email?: string; contact?: string };

/** Razorpay's failure object (`response.error` of its `payment.failed` event). */
export type CheckoutErrorDetails = {
  code: string;
  description: string;
  reason: string;
  source: string;
  step: string;
  metadata: { order_id?: string; payment_id?: string };
};

export type CheckoutFailure = { error: CheckoutErrorDetails };
