import Razorpay from 'razorpay';
import type {
  CreateOrderInput,
  PaymentProvider,
  ProviderOrder,
  ProviderRefund,
  RefundInput,
} from './provider';
import { verifyPaymentSignature, verifyWebhookSignature } from './signature';

/** Razorpay with real keys. The SDK's own checks use `===`; ours are constant-time. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
  private readonly client: Razorpay;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly webhookSecret: string | undefined,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const order = await this.client.orders.create({
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt.slice(0, 40),
      notes: input.notes,
    });
    return { id: order.id, amountPaise: Number(order.amount), currency: 'INR' };
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    const refund = await this.client.payments.refund(input.paymentId, {
      amount: input.amountPaise,
      speed: 'normal',
      receipt: input.receipt.slice(0, 40),
    });
    return { id: refund.id };
  }

  async findRefund(paymentId: string): Promise<ProviderRefund | null> {
    const list = await this.client.payments.fetchMultipleRefund(paymentId, { count: 10 });
    const live = list.items.find((r) => r.status !== 'failed');
    return live ? { id: live.id } : null;
  }

  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean {
    return verifyPaymentSignature({ orderId: storedOrderId, paymentId, signature }, this.keySecret);
  }

  verifyWebhook(rawBody: string, signature: unknown): boolean {
    if (!this.webhookSecret) return false;
    return verifyWebhookSignature(rawBody, signature, this.webhookSecret);
  }
}
