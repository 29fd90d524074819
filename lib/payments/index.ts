import 'server-only';
import { env, type Env } from '../env';
import { PaymentsUnavailableError } from '../api/errors';
import { razorpayKeysOf } from './mode';
import type { PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay';
import { SimulatedProvider } from './simulated';
import { resolveTestSecret } from './test-secret';

export type PaymentSettings = Pick<
  Env,
  | 'razorpayKeyId'
  | 'razorpayKeySecret'
  | 'razorpayWebhookSecret'
  | 'paymentTestMode'
  | 'paymentTestSecret'
  | 'dataDir'
>;

/**
 * The provider for `settings`: Razorpay when both keys are set, the on-site test checkout when
 * PAYMENT_TEST_MODE=1, else PaymentsUnavailableError (503), which every payment route meets
 * before it holds or stores anything.
 */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider {
  const keys = razorpayKeysOf(settings);
  if (keys) return new RazorpayProvider(keys.keyId, keys.keySecret, settings.razorpayWebhookSecret);
  if (!settings.paymentTestMode) throw new PaymentsUnavailableError();
  return new SimulatedProvider(resolveTestSecret(settings.paymentTestSecret, settings.dataDir));
}

let provider: PaymentProvider | undefined;

/** The running server's provider, made once; PaymentsUnavailableError when payments are off. */
export function getPaymentProvider(): PaymentProvider {
  provider ??= createPaymentProvider(env);
  return provider;
}
