import 'server-only';
import { env } from '../env';
import type { PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay';
import { SimulatedProvider } from './simulated';

export type { CheckoutResult, PaymentProvider, ProviderName, ProviderOrder } from './provider';
export { SimulatedProvider } from './simulated';

let provider: PaymentProvider | undefined;

/** Razorpay when both keys are set, else the clearly labelled on-site test checkout. */
export function getPaymentProvider(): PaymentProvider {
  provider ??=
    env.razorpayKeyId && env.razorpayKeySecret
      ? new RazorpayProvider(env.razorpayKeyId, env.razorpayKeySecret, env.razorpayWebhookSecret)
      : new SimulatedProvider(env.paymentTestSecret);
  return provider;
}
