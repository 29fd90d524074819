/**
 * What the browser and the server exchange around a pharmacy checkout (types only, so client
 * components can import them). The answer has the same fields as the appointment's payment
 * order plus the checkout's prefill.
 */
import type { CheckoutResult, ProviderName } from '../payments/provider';

export type { CheckoutResult };

export type PharmacyPaymentOrder = {
  /** The provider's order id, which the browser checkout is opened with. */
  id: string;
  /** In paise, as the provider's checkout expects. */
  amount: number;
  currency: 'INR';
  key: string;
  provider: ProviderName;
  checkoutScriptUrl?: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
};

/** POST /api/pharmacy/orders' answer once the payment is verified and the order stored. */
export type PlacedOrder = { reference: string; total_amount: number };
