import { SimulatedProvider } from '@/lib/payments/simulated';
import {
  hmacSha256Hex,
  signaturesMatch,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '@/lib/payments/signature';

describe('payment signatures', () => {
  it('matches RFC 4231 test case 2 (known-good HMAC-SHA256 vector)', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it("verifies Razorpay's order|payment format and refuses any alteration", () => {
    const secret = 'test_secret';
    const orderId = 'order_IEIaMR65cu6nz3';
    const paymentId = 'pay_IH4NVgf4Dreq1l';
    const signature = hmacSha256Hex(secret, `${orderId}|${paymentId}`);
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, secret)).toBe(true);
    expect(verifyPaymentSignature({ orderId: 'order_other', paymentId, signature }, secret)).toBe(
      false,
    );
    expect(verifyPaymentSignature({ orderId, paymentId: 'pay_other', signature }, secret)).toBe(
      false,
    );
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, 'wrong')).toBe(false);
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    expect(verifyPaymentSignature({ orderId, paymentId, signature: flipped }, secret)).toBe(false);
  });

  it('refuses malformed signatures without throwing', () => {
    const good = hmacSha256Hex('s', 'x');
    for (const bad of [undefined, null, 42, '', 'zz', good.slice(0, 10), `${good}00`, { a: 1 }]) {
      expect(signaturesMatch(good, bad)).toBe(false);
    }
    expect(signaturesMatch(good, good.toUpperCase())).toBe(true);
  });

  it('checks webhook signatures over the exact raw body', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const sig = hmacSha256Hex('whsec', body);
    expect(verifyWebhookSignature(body, sig, 'whsec')).toBe(true);
    expect(verifyWebhookSignature(body.replace('captured', 'failed'), sig, 'whsec')).toBe(false);
  });

  it('the simulated provider signs exactly like the real one and verifies through the same check', async () => {
    const provider = new SimulatedProvider('local');
    const order = await provider.createOrder({ amountPaise: 50000, receipt: 'r1' });
    const result = provider.pay(order.id);
    expect(result.razorpay_signature).toBe(
      hmacSha256Hex('local', `${order.id}|${result.razorpay_payment_id}`),
    );
    expect(
      provider.verifyPayment(order.id, result.razorpay_payment_id, result.razorpay_signature),
    ).toBe(true);
    expect(
      provider.verifyPayment('order_x', result.razorpay_payment_id, result.razorpay_signature),
    ).toBe(false);
    await expect(provider.createOrder({ amountPaise: 0, receipt: 'r' })).rejects.toThrow();
  });
});
