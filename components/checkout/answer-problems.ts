/**
 * What the visitor is told about a refused payment-order or confirm call: shared by the pharmacy
 * and lab checkouts, whose 400 answers name their cart lines 'items[i].id' and 'items[i].quantity'.
 */
import { toast } from '@/components/layout/toast';
import type { ApiAnswer } from './payment-api';

/** The first field message of a 400, else the answer's message, else `fallback`. */
export function problemOf(answer: ApiAnswer<unknown>, fallback: string): string {
  const errors = answer.body.errors;
  return (errors && Object.values(errors)[0]) || answer.body.message || fallback;
}

const LINE_FIELD = /^items\[(\d+)\]\.(?:quantity|id)$/;

/**
 * The per-line refusals of a payment order ('items[i].quantity': 'Only 3 of X left in stock...',
 * 'items[i].id': an item no longer sold, or a test its package already includes), by the id of
 * line i of the cart that was sent.
 */
export function lineProblemsOf(
  errors: Record<string, string> | undefined,
  sent: readonly { id: number }[],
): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors ?? {})) {
    const index = LINE_FIELD.exec(field)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line && message) problems[line.id] = message;
  }
  return problems;
}

/**
 * A payment order refused because the amount the cart showed is not today's (409
 * `price_changed`, lib/checkout/expected-amount.ts): the buyer is told the new amount, the page
 * reads its prices again, and true is answered; false for any other answer.
 */
export function answeredPriceChanged(answer: ApiAnswer<unknown>, readAgain: () => void): boolean {
  if (answer.ok || answer.body.code !== 'price_changed') return false;
  readAgain();
  toast.error(problemOf(answer, 'Prices have changed. Please check the cart.'));
  return true;
}
