'use client';

import { createRoot } from 'react-dom/client';
import type {
  CheckoutErrorDetails,
  CheckoutPrefill,
  CheckoutResult,
  ProviderName,
} from '@/lib/payments/checkout-types';
import { CheckoutError, checkoutFailure } from './checkout-error';
import { loadProviderScript } from './provider-script';
import { postJson } from './payment-api';
import { TestCheckoutDialog } from './test-checkout-dialog';

/**
 * Opens the payment checkout for an order made by POST /api/payment_order and settles with the
 * provider's result ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) or rejects
 * with a CheckoutError carrying Razorpay's `{ code, description, reason, ... }`. Used by
 * appointment booking and the pharmacy alike. A failure (or a closed checkout) is also reported
 * to POST /api/payments/failed, which releases whatever the order held so the visitor can retry.
 */
export type OpenCheckoutInput = {
  orderId: string;
  /** Paise, as the order answered. */
  amount: number;
  key: string;
  provider: ProviderName;
  description?: string;
  prefill?: CheckoutPrefill;
};

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const HOSPITAL_NAME = 'Saithunga Multi-Speciality Hospital';

export async function openCheckout(input: OpenCheckoutInput): Promise<CheckoutResult> {
  try {
    return input.provider === 'razorpay'
      ? await openRazorpay(input)
      : await openTestCheckout(input);
  } catch (raw) {
    const error =
      raw instanceof CheckoutError
        ? raw
        : checkoutFailure(input.orderId, {
            description: raw instanceof Error ? raw.message : 'The payment could not be completed.',
          });
    await postJson('/api/payments/failed', {
      orderId: input.orderId,
      reason: `${error.error.reason}: ${error.error.description}`,
    });
    throw error;
  }
}

/**
 * Tells the server the checkout is open, so the hold gets its whole payment window (it is short
 * until then: lib/checkout/holds.ts). Not awaited: the checkout opens at once, and a payment made
 * after a lapsed hold still settles by the late-payment rules.
 */
function reportOpened(orderId: string): void {
  void postJson('/api/payments/opened', { orderId });
}

/** The on-site checkout used without Razorpay keys, mounted for as long as it is open. */
function openTestCheckout(input: OpenCheckoutInput): Promise<CheckoutResult> {
  return new Promise<CheckoutResult>((resolve, reject) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    reportOpened(input.orderId);
    const finish = (settle: () => void) => {
      root.unmount();
      host.remove();
      settle();
    };
    root.render(
      <TestCheckoutDialog
        amount={input.amount}
        description={input.description}
        prefill={input.prefill}
        onPay={async () => {
          const answer = await postJson<CheckoutResult>('/api/payments/simulated/pay', {
            orderId: input.orderId,
          });
          if (answer.ok) finish(() => resolve(answer.body));
          else
            finish(() =>
              reject(
                checkoutFailure(input.orderId, {
                  description: answer.body.message ?? 'The test payment could not be made.',
                }),
              ),
            );
        }}
        onFail={() =>
          finish(() =>
            reject(
              checkoutFailure(input.orderId, {
                description: 'Your payment was declined by the test bank (you chose Fail).',
              }),
            ),
          )
        }
        onDismiss={() => finish(() => reject(cancelled(input.orderId)))}
      />,
    );
  });
}

function cancelled(orderId: string): CheckoutError {
  return checkoutFailure(orderId, {
    code: 'PAYMENT_CANCELLED',
    reason: 'payment_cancelled',
    step: 'payment_authentication',
    description: 'Payment cancelled: the checkout was closed before paying.',
  });
}

type RazorpayInstance = {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', handler: (response: { error: CheckoutErrorDetails }) => void): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Razorpay's own checkout; its script is loaded only when a payment starts. */
async function openRazorpay(input: OpenCheckoutInput): Promise<CheckoutResult> {
  await loadProviderScript(RAZORPAY_SCRIPT);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be opened.');
  return new Promise<CheckoutResult>((resolve, reject) => {
    const checkout = new Razorpay({
      key: input.key,
      amount: input.amount,
      currency: 'INR',
      name: HOSPITAL_NAME,
      description: input.description,
      order_id: input.orderId,
      prefill: input.prefill,
      theme: { color: '#6d28d9' },
      // The result is merged with the order id it was opened for (pharmacy.md section 7).
      handler: (result: CheckoutResult) => resolve({ ...result, razorpay_order_id: input.orderId }),
      modal: { ondismiss: () => reject(cancelled(input.orderId)) },
    });
    checkout.on('payment.failed', (response) => {
      reject(new CheckoutError(response.error));
      checkout.close?.();
    });
    checkout.open();
    reportOpened(input.orderId);
  });
}
