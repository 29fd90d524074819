/** The payment provider contract shared by appointment booking and pharmacy orders. */

export type ProviderName = 'razorpay' | 'simulated';

export type ProviderOrder = {
  id: string;
  amountPaise: number;
  currency: 'INR';
};

export type CreateOrderInput = {
  amountPaise: number;
  /** Our own reference, at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
};

/** The fields the browser checkout returns on success (Razorpay's names). */
export type CheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export type RefundInput = {
  /** The provider's payment id (pay_...). */
  paymentId: string;
  amountPaise: number;
  /** Our own reference of the refund, at most 40 characters. */
  receipt: string;
};

export type ProviderRefund = { id: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key id the browser checkout is opened with. */
  readonly keyId: string;
  /** Script the browser loads for the checkout; undefined for the on-site test checkout. */
  readonly checkoutScriptUrl?: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /**
   * Returns `amountPaise` of a captured payment to its payer. The provider itself refuses to
   * return more than was paid, so a retried refund can never pay out twice.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /**
   * A refund the provider already holds for `paymentId` (made by an earlier attempt whose answer
   * was lost), or null: asked before a refund is sent again.
   */
  findRefund(paymentId: string): Promise<ProviderRefund | null>;
  /** Constant-time check of a checkout result against the order id we stored. */
  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean;
  /** Constant-time check of a webhook's raw body; false when no webhook secret is set. */
  verifyWebhook(rawBody: string, signature: unknown): boolean;
}
