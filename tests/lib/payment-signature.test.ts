import { SimulatedProvider } from '@/lib/payments/simulated';
import {
  hmacSha256Hex,
  signaturesMatch,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '@/lib/payments/signature';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils';

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

  /**
   * Fixed vectors, computed once outside this code with
   * `crypto.createHmac('sha256', secret).update(payload).digest('hex')` and confirmed by the
   * razorpay package's own validatePaymentVerification / validateWebhookSignature.
   */
  describe('known-good vectors', () => {
    const KEY_SECRET = 'test_secret';
    const ORDER_ID = 'order_IEIaMR65cu6nz3';
    const PAYMENT_ID = 'pay_IH4NVgf4Dreq1l';
    const PAYMENT_SIGNATURE = '2d67c3fceac8e3487e54e2d6ea7815a350a8562ed56d521a80eb43a393e9ab52';

    const WEBHOOK_SECRET = 'whsec_test';
    const WEBHOOK_BODY =
      '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":' +
      '{"id":"pay_IH4NVgf4Dreq1l","order_id":"order_IEIaMR65cu6nz3","amount":80000,"currency":"INR"}}}}';
    const WEBHOOK_SIGNATURE = '92386011c0746944cf6c7eabe59e83d08062928b02c67b48c369193c9fc8aad1';

    /** Every one-character change of a hex signature: each position set to another digit. */
    const oneCharChanges = (hex: string) =>
      [...hex].map((c, i) => hex.slice(0, i) + (c === '0' ? '1' : '0') + hex.slice(i + 1));

    it('the razorpay package itself accepts the vectors (they are not our own output alone)', () => {
      expect(
        validatePaymentVerification(
          { order_id: ORDER_ID, payment_id: PAYMENT_ID },
          PAYMENT_SIGNATURE,
          KEY_SECRET,
        ),
      ).toBe(true);
      expect(validateWebhookSignature(WEBHOOK_BODY, WEBHOOK_SIGNATURE, WEBHOOK_SECRET)).toBe(true);
    });

    it('hmacSha256Hex reproduces both vectors exactly', () => {
      expect(hmacSha256Hex(KEY_SECRET, `${ORDER_ID}|${PAYMENT_ID}`)).toBe(PAYMENT_SIGNATURE);
      expect(hmacSha256Hex(WEBHOOK_SECRET, WEBHOOK_BODY)).toBe(WEBHOOK_SIGNATURE);
    });

    it('verifyPaymentSignature accepts the vector and refuses any one-character change', () => {
      const verify = (signature: string, orderId = ORDER_ID, paymentId = PAYMENT_ID) =>
        verifyPaymentSignature({ orderId, paymentId, signature }, KEY_SECRET);
      expect(verify(PAYMENT_SIGNATURE)).toBe(true);
      for (const altered of oneCharChanges(PAYMENT_SIGNATURE)) expect(verify(altered)).toBe(false);
      expect(verify(PAYMENT_SIGNATURE, 'order_IEIaMR65cu6nz4')).toBe(false);
      expect(verify(PAYMENT_SIGNATURE, ORDER_ID, 'pay_IH4NVgf4Dreq1m')).toBe(false);
      expect(
        verifyPaymentSignature(
          { orderId: ORDER_ID, paymentId: PAYMENT_ID, signature: PAYMENT_SIGNATURE },
          'test_secreT',
        ),
      ).toBe(false);
    });

    it('verifyWebhookSignature accepts the vector over the raw body and refuses any one-character change', () => {
      expect(verifyWebhookSignature(WEBHOOK_BODY, WEBHOOK_SIGNATURE, WEBHOOK_SECRET)).toBe(true);
      expect(
        verifyWebhookSignature(Buffer.from(WEBHOOK_BODY), WEBHOOK_SIGNATURE, WEBHOOK_SECRET),
      ).toBe(true);
      for (const altered of oneCharChanges(WEBHOOK_SIGNATURE)) {
        expect(verifyWebhookSignature(WEBHOOK_BODY, altered, WEBHOOK_SECRET)).toBe(false);
      }
      // One character of the body changed (80000 to 80001), and the same JSON re-serialised with
      // a space: the signature covers the exact bytes.
      expect(
        verifyWebhookSignature(
          WEBHOOK_BODY.replace('80000', '80001'),
          WEBHOOK_SIGNATURE,
          WEBHOOK_SECRET,
        ),
      ).toBe(false);
      expect(
        verifyWebhookSignature(
          WEBHOOK_BODY.replace('"entity":"event"', '"entity": "event"'),
          WEBHOOK_SIGNATURE,
          WEBHOOK_SECRET,
        ),
      ).toBe(false);
      expect(verifyWebhookSignature(WEBHOOK_BODY, WEBHOOK_SIGNATURE, 'whsec_tesT')).toBe(false);
    });

    it('the providers verify through the same checks: the simulated one accepts the vectors', () => {
      const simulated = new SimulatedProvider(KEY_SECRET);
      expect(simulated.verifyPayment(ORDER_ID, PAYMENT_ID, PAYMENT_SIGNATURE)).toBe(true);
      expect(
        simulated.verifyPayment(ORDER_ID, PAYMENT_ID, oneCharChanges(PAYMENT_SIGNATURE)[5]),
      ).toBe(false);
      const webhooks = new SimulatedProvider(WEBHOOK_SECRET);
      expect(webhooks.signWebhook(WEBHOOK_BODY)).toBe(WEBHOOK_SIGNATURE);
      expect(webhooks.verifyWebhook(WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(true);
    });
  });
});
