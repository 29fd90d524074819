/**
 * Wrong coupon codes, counted per client wherever a code can be tried: the coupon check
 * (POST /api/coupon/check) and the pharmacy payment order (POST /api/payment_order), which
 * answers a wrong code too. One count for both, so neither is a way around the other.
 */
import { TooManyAttemptsError } from '../services/errors';
import { createFailureLimiter } from './failure-limit';

/** Wrong codes allowed per client in one window. */
export const COUPON_FAILURE_LIMIT = 5;
export const COUPON_FAILURE_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_COUPON_GUESSES = 'Too many invalid coupon codes, please try again later';

const limiter = createFailureLimiter({
  limit: COUPON_FAILURE_LIMIT,
  windowMs: COUPON_FAILURE_WINDOW_MS,
});

/** Throws 429 (naming `field`) while the client `key` has used up its wrong codes. */
export function assertCouponGuessesLeft(key: string, field: string, now?: number): void {
  if (limiter.isBlocked(key, now)) {
    throw new TooManyAttemptsError(
      field,
      TOO_MANY_COUPON_GUESSES,
      limiter.retryAfterSeconds(key, now),
    );
  }
}

export function recordWrongCoupon(key: string, now?: number): void {
  limiter.recordFailure(key, now);
}

/** For tests: forget every count. */
export function resetCouponGuesses(): void {
  limiter.reset();
}
