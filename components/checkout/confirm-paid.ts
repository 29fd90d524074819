/**
 * The confirm of a payment the provider has taken (the verified payment sent to the purchase's
 * confirm route). The money has left the payer by then, so an answer that did not come (the
 * network, a 429, a 5xx) is asked again, a few times over ten seconds: the routes settle a
 * payment once, whoever asks and however often. What is still unanswered after that is never
 * told as "nothing was charged": the payer is asked not to pay again.
 */
import { postJson, type ApiAnswer } from './payment-api';

/** The pauses before the second, third and fourth try. */
export const CONFIRM_RETRY_DELAYS_MS = [1_000, 3_000, 6_000] as const;

export const UNCONFIRMED_MESSAGE =
  'Your payment went through, but we could not confirm it yet. Do not pay again: try confirming in a minute. If it still cannot be confirmed, we confirm it by e-mail and SMS, or refund it in full.';

/** No answer from the server itself: the request may not have arrived, or was not handled. */
export function unanswered(answer: ApiAnswer<unknown>): boolean {
  return answer.status === 0 || answer.status === 429 || answer.status >= 500;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function confirmPaid<T>(url: string, result: unknown): Promise<ApiAnswer<T>> {
  let answer = await postJson<T>(url, result);
  for (const delay of CONFIRM_RETRY_DELAYS_MS) {
    if (!unanswered(answer)) break;
    await pause(delay);
    answer = await postJson<T>(url, result);
  }
  return answer;
}
