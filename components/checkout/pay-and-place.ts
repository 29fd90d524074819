/**
 * The end of every cart's checkout: the provider's checkout for a payment order, then the
 * verified payment sent to the purchase's confirm route (POST /api/pharmacy/orders,
 * POST /api/lab/orders). Failures are told here, in one wording for every cart; the caller acts
 * on what is left: a placed order, or a payment that came too late and is to be refunded.
 */
import { toast } from '@/components/layout/toast';
import type { PaymentOrderAnswer } from '@/lib/payments/checkout-types';
import type { CheckoutResult } from '@/lib/payments/checkout-types';
import { problemOf } from './answer-problems';
import { CheckoutError } from './checkout-error';
import { confirmPaid, unanswered } from './confirm-paid';
import { openOrderCheckout } from './lazy-checkout';

/**
 * A confirm route's answer. `code: 'extra_payment'`: the order stands; this second payment is to
 * be refunded. `code: 'refund_due'` (409): the payment came after its hold lapsed and what it held
 * was taken meanwhile; no order, a refund.
 */
type PlacedAnswer = { code?: string; data?: { reference?: string } };

export type Placement =
  | { status: 'placed'; reference: string }
  | { status: 'refund-due'; message: string }
  /** Paid, but the confirm route did not answer: `confirm` asks it again with the same payment. */
  | { status: 'unconfirmed'; confirm: () => Promise<Placement> }
  | { status: 'not-placed' };

export type PlacementTexts = {
  /** Toasted once the order is placed (a second payment's refund notice replaces it). */
  placed: string;
  /** A refund_due answer without a message of its own. */
  refundDue: string;
  /** Any other confirm that did not place the order. */
  notPlaced: string;
  /** Names the flow in the browser console when something unexpected fails. */
  flow: string;
};

export async function payAndPlace(
  order: PaymentOrderAnswer,
  confirmUrl: string,
  texts: PlacementTexts,
): Promise<Placement> {
  try {
    return await place(await openOrderCheckout(order), confirmUrl, texts);
  } catch (error) {
    if (!(error instanceof CheckoutError)) {
      console.error(`the ${texts.flow} checkout failed`, error);
      toast.error('The payment could not be completed');
    } else if (error.error.code !== 'PAYMENT_CANCELLED') {
      // Closing the checkout is the visitor's choice, not a failure to announce.
      toast.error(`Payment failed due to: ${error.error.description}`);
    }
    return { status: 'not-placed' };
  }
}

/** The verified payment confirmed, and what came of it told in the one wording. */
async function place(
  result: CheckoutResult,
  confirmUrl: string,
  texts: PlacementTexts,
): Promise<Placement> {
  const placed = await confirmPaid<PlacedAnswer>(confirmUrl, result);
  if (unanswered(placed)) {
    return { status: 'unconfirmed', confirm: () => place(result, confirmUrl, texts) };
  }
  if (placed.body.code === 'refund_due') {
    const message = placed.body.message ?? texts.refundDue;
    toast.error(message);
    return { status: 'refund-due', message };
  }
  const reference = placed.body.data?.reference;
  if (!placed.ok || !reference) {
    toast.error(problemOf(placed, texts.notPlaced));
    return { status: 'not-placed' };
  }
  if (placed.body.code === 'extra_payment') toast.warning(problemOf(placed, ''));
  else toast.success(texts.placed);
  return { status: 'placed', reference };
}
