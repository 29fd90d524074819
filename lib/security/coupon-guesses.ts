/**
 * Wrong coupon codes, counted per client wherever a code can be tried: the coupon check
 * (POST /api/coupon/check) and the pharmacy payment order (POST /api/payment_order), which
 * answers a wrong code too. One count for both, so neither is a way around the other; with
 * REDIS_URL one count for every instance too (the `wrongCoupon` limit of ./limits).
 */
import { TooManyAttemptsError } from '../services/errors';
import { getLimit, LIMITS } from './limits';

/** Wrong codes allowed per client in one window. */
export const COUPON_FAILURE_LIMIT = LIMITS.wrongCoupon.points;
export const COUPON_FAILURE_WINDOW_MS = LIMITS.wrongCoupon.duration * 1000;
export const TOO_MANY_COUPON_GUESSES = 'Too many invalid coupon codes, please try again later';

/** Throws 429 (naming `field`, with Retry-After) while the client `key` has used up its codes. */
export async function assertCouponGuessesLeft(key: string, field: string): Promise<void> {
  const state = await getLimit('wrongCoupon').peek(key);
  if (!state.allowed) {
    throw new TooManyAttemptsError(field, TOO_MANY_COUPON_GUESSES, state.retryAfterSeconds);
  }
}

export async function recordWrongCoupon(key: string): Promise<void> {
  await getLimit('wrongCoupon').penalize(key);
}
