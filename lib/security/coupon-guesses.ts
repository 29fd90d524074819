/**
 * Coupon guesses, counted per client wherever a code can be tried: the coupon check
 * (POST /api/coupon/check, GET /api/coupon/get_coupon) and the pharmacy payment order (POST /api/payment_order), which
 * answers a wrong code too. One count for both, so neither is a way around the other; with
 * REDIS_URL one count for every instance too (the `wrongCoupon` limit of ./limits).
 */
import { InvalidInputError, TooManyAttemptsError } from '../api/errors';
import { getLimit, LIMITS } from './limits';

/** Wrong codes allowed per client in one window. */
export const COUPON_FAILURE_LIMIT = LIMITS.wrongCoupon.points;
export const TOO_MANY_COUPON_GUESSES = 'Too many invalid coupon codes, please try again later';

/**
 * Spends one of the client's guesses before its code is looked up, and throws 429 (naming
 * `field`, with Retry-After) when none is left. Spending first, rather than counting a wrong code
 * afterwards, is what bounds guesses sent all at once: each one needs a point to be looked up.
 */
export async function spendCouponGuess(key: string, field: string): Promise<void> {
  const decision = await getLimit('wrongCoupon').consume(key);
  if (!decision.allowed) {
    throw new TooManyAttemptsError(field, TOO_MANY_COUPON_GUESSES, decision.retryAfterSeconds);
  }
}

/** Gives the guess back: the code was right (or was never judged), so nothing was guessed. */
export async function returnCouponGuess(key: string): Promise<void> {
  await getLimit('wrongCoupon').reward(key);
}

/**
 * One judged guess: spends a guess, looks the code up with `judge` (null for a wrong code), and
 * gives the guess back when the code was right or could not be judged (the database is down).
 */
export async function judgeCouponGuess<T>(
  key: string,
  field: string,
  judge: () => Promise<T | null>,
): Promise<T | null> {
  await spendCouponGuess(key, field);
  let found: T | null;
  try {
    found = await judge();
  } catch (error) {
    await returnCouponGuess(key);
    throw error;
  }
  if (found) await returnCouponGuess(key);
  return found;
}

/**
 * `attempt` (a purchase whose body carries a coupon code, `code`) with the code counted as a
 * guess: any value but an empty one counts (a code of the wrong type is refused by the schema, as
 * a wrong code). Spent first; kept only when `attempt` refuses the code itself (400 naming
 * `field`); given back when it succeeds or fails for any other reason (nothing judged the code).
 */
export async function withCouponGuess<T>(
  key: string,
  field: string,
  code: unknown,
  attempt: () => Promise<T>,
): Promise<T> {
  const tried = code != null && (typeof code !== 'string' || code.trim() !== '');
  if (!tried) return attempt();
  await spendCouponGuess(key, field);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const wrongCode = error instanceof InvalidInputError && Boolean(error.errors[field]);
    if (!wrongCode) await returnCouponGuess(key);
    throw error;
  }
  await returnCouponGuess(key);
  return result;
}
