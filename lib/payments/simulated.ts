import { randomBytes } from 'node:crypto';
import type {
  CheckoutResult,
  CreateOrderInput,
  PaymentProvider,
  ProviderOrder,
  ProviderRefund,
  RefundInput,
} from './provider';
import { hmacSha256Hex, verifyPaymentSignature, verifyWebhookSignature } from './signature';

/**
 * Test mode without provider keys: orders are made here, the on-site test checkout "pays" them,
 * and the result is signed with a local secret exactly as Razorpay signs its own, so the same
 * verification path runs.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly keyId = 'rzp_test_simulated';
  readonly checkoutScriptUrl = undefined;

  constructor(private readonly secret: string) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0) {
      throw new Error('amount must be a positive whole number of paise');
    }
    return {
      id: `order_sim${randomBytes(8).toString('hex')}`,
      amountPaise: input.amountPaise,
      currency: 'INR',
    };
  }

  /**
   * A simulated refund: no money moves. Like Razorpay it refuses a payment id it never made and
   * an amount that is not a positive whole number of paise.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (!/^pay_sim[0-9a-f]{16}$/.test(input.paymentId)) {
      throw new Error('The test checkout did not take this payment');
    }
    if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0) {
      throw new Error('amount must be a positive whole number of paise');
    }
    // Like Razorpay, a payment is refunded in full once.
    if (this.refunded.has(input.paymentId)) throw new Error('The payment is already refunded');
    const id = `rfnd_sim${randomBytes(8).toString('hex')}`;
    this.refunded.set(input.paymentId, id);
    return { id };
  }

  /** The test checkout remembers its refunds for as long as the process runs. */
  async findRefund(paymentId: string): Promise<ProviderRefund | null> {
    const id = this.refunded.get(paymentId);
    return id ? { id } : null;
  }

  private readonly refunded = new Map<string, string>();

  /** What the test checkout returns when the visitor chooses to pay. */
  pay(orderId: string): CheckoutResult {
    const paymentId = `pay_sim${randomBytes(8).toString('hex')}`;
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacSha256Hex(this.secret, `${orderId}|${paymentId}`),
    };
  }

  /** Signs a webhook body the way the provider would (used by tests and the test checkout). */
  signWebhook(rawBody: string): string {
    return hmacSha256Hex(this.secret, rawBody);
  }

  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean {
    return verifyPaymentSignature({ orderId: storedOrderId, paymentId, signature }, this.secret);
  }

  verifyWebhook(rawBody: string, signature: unknown): boolean {
    return verifyWebhookSignature(rawBody, signature, this.secret);
  }
}
