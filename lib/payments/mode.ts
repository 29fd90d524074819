/**
 * Which checkout the site offers. Real keys always win; the on-site test checkout (no money
 * moves) only runs when PAYMENT_TEST_MODE=1 asks for it, because a production start that merely
 * forgot its keys must refuse payments, never hand out free bookings.
 */
import { env, type Env } from '../env';

export type PaymentMode =
  /** Razorpay's checkout with RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET. */
  | 'razorpay'
  /** The on-site test checkout, enabled explicitly; every payment screen says so. */
  | 'test'
  /** Neither: every payment is refused with 503 payments_unavailable. */
  | 'off';

export type PaymentModeSettings = Pick<
  Env,
  'razorpayKeyId' | 'razorpayKeySecret' | 'paymentTestMode'
>;

/** Both Razorpay keys, or null: real keys always win over the test setting. */
export function razorpayKeysOf(
  settings: PaymentModeSettings,
): { keyId: string; keySecret: string } | null {
  const { razorpayKeyId: keyId, razorpayKeySecret: keySecret } = settings;
  return keyId && keySecret ? { keyId, keySecret } : null;
}

export function paymentModeOf(settings: PaymentModeSettings): PaymentMode {
  if (razorpayKeysOf(settings)) return 'razorpay';
  return settings.paymentTestMode ? 'test' : 'off';
}

/** The running server's mode (read per request by the payment screens' banner). */
export function getPaymentMode(): PaymentMode {
  return paymentModeOf(env);
}
