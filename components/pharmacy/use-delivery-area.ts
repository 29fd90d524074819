'use client';

import { useCallback, useEffect, useState } from 'react';
import type { DeliveryAreaAnswer } from '@/lib/pharmacy/api-contract';
import { PINCODE_PATTERN } from '@/lib/pharmacy/delivery-area';
import { rupeesToPaise } from '@/lib/money';

/** What the browser knows of a pincode's delivery: the server's answer, once it has come. */
export type DeliveryCheck =
  | { state: 'none' }
  | { state: 'checking'; pincode: string }
  | { state: 'served'; pincode: string; area: string; feePaise: number; deliveryBy: string }
  | { state: 'not-served'; pincode: string }
  /** Not a pincode (not six digits, or a first 0): nothing asked (./pincode-check.ts). */
  | { state: 'invalid'; pincode: string }
  /** The answer could not be had (offline, server down): the checkout's own check still holds. */
  | { state: 'unknown'; pincode: string };

type Answer = Exclude<
  DeliveryCheck,
  { state: 'none' } | { state: 'checking' } | { state: 'invalid' }
>;

/** Answers already had in this page, by pincode (a shopper goes back and forth between two). */
const answers = new Map<string, Answer>();

async function ask(pincode: string, signal: AbortSignal, fresh: boolean): Promise<Answer> {
  try {
    const response = await fetch(`/api/pharmacy/pincode/${pincode}`, {
      signal,
      // Asked again after a refused amount: not the browser's cached answer.
      ...(fresh && { cache: 'no-store' as const }),
    });
    if (!response.ok) return { state: 'unknown', pincode };
    const { data } = (await response.json()) as DeliveryAreaAnswer;
    const answer: Answer = data.serviceable
      ? {
          state: 'served',
          pincode,
          area: data.area ?? '',
          feePaise: rupeesToPaise(data.delivery_fee ?? 0),
          deliveryBy: data.delivery_by ?? '',
        }
      : { state: 'not-served', pincode };
    answers.set(pincode, answer);
    return answer;
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'unknown', pincode };
  }
}

/**
 * The answer for `value` now, as a promise: this page's answer if it has one, else the server's
 * (a submitted pincode is judged on it, ./pincode-check.ts); a malformed value is not asked about.
 */
export async function checkDeliveryArea(value: string): Promise<DeliveryCheck> {
  const pincode = value.trim();
  if (!pincode) return { state: 'none' };
  if (!PINCODE_PATTERN.test(pincode)) return { state: 'invalid', pincode };
  return answers.get(pincode) ?? ask(pincode, new AbortController().signal, false);
}

/**
 * Whether the pharmacy delivers to `pincode`, asked of GET /api/pharmacy/pincode/{pincode}: the
 * medicine page's pincode box and the cart's delivery row. A value that is not a pincode is
 * invalid, without asking.
 */
export function useDeliveryArea(pincode: string | null | undefined): DeliveryCheck {
  return useDeliveryAreaCheck(pincode).check;
}

/**
 * The same, with `recheck()`: forgets this page's answer for the pincode and asks again past the
 * browser's cache (the cart, when the server refused the amount shown: the fee may have changed).
 */
export function useDeliveryAreaCheck(pincode: string | null | undefined): {
  check: DeliveryCheck;
  recheck(): void;
} {
  const wanted = pincode?.trim() ?? '';
  const valid = PINCODE_PATTERN.test(wanted);
  const [fetched, setFetched] = useState<Answer | null>(null);
  /** How many times the answer was asked again: each asks past the caches. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!valid || answers.has(wanted)) return;
    const controller = new AbortController();
    ask(wanted, controller.signal, round > 0).then(setFetched, () => {});
    return () => controller.abort();
  }, [wanted, valid, round]);

  const recheck = useCallback(() => {
    answers.delete(wanted);
    setFetched(null);
    setRound((n) => n + 1);
  }, [wanted]);

  if (!wanted) return { check: { state: 'none' }, recheck };
  if (!valid) return { check: { state: 'invalid', pincode: wanted }, recheck };
  const known = answers.get(wanted) ?? (fetched?.pincode === wanted ? fetched : null);
  return { check: known ?? { state: 'checking', pincode: wanted }, recheck };
}
