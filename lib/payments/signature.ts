import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `payload` with `secret`, hex encoded (Razorpay's signature format). */
export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of two hex signatures; false for any malformed input. */
export function signaturesMatch(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string' || !/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.toLowerCase(), 'hex');
  if (expected.length !== received.length) return false;
  return timingSafeEqual(expected, received);
}

/**
 * Checkout result check: HMAC_SHA256(key_secret, order_id + "|" + payment_id). The order id is
 * the one stored on our side, never one taken from the browser alone.
 */
export function verifyPaymentSignature(
  input: { orderId: string; paymentId: string; signature: unknown },
  secret: string,
): boolean {
  return signaturesMatch(
    hmacSha256Hex(secret, `${input.orderId}|${input.paymentId}`),
    input.signature,
  );
}

/** Webhook check over the exact raw request body. */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signature: unknown,
  secret: string,
) {
  return signaturesMatch(hmacSha256Hex(secret, rawBody), signature);
}
