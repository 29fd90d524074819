/**
 * Coupon guesses, counted wherever a code can be tried: the coupon check (POST /api/coupon/check,
 * GET /api/coupon/get_coupon) and the pharmacy payment order (POST /api/payment_order), which
 * answers a wrong code too. One count for all, so none is a way around the others; with
 * REDIS_URL one count for every instance too.
 *
 * Counted twice (docs/decisions/coupons.md): per cart session (`wrongCouponSession`, the
 * guesser's own 5) and per address (`wrongCouponAddress`, 100, sized for a carrier-grade NAT that
 * puts many shoppers behind one address). A session whose own guesses are spent is refused, its
 * right codes included: otherwise a refusal would tell right codes from wrong ones. A spent
 * address refuses only sessions new to the count; a session already counted keeps its own
 * budget, so nobody's right code is refused because of someone else's guesses. A new session's
 * first try costs the address a point whatever it finds, so a flood cannot mint fresh sessions:
 * one address gets at most 5 × 100 wrong codes a window, however many sessions it invents.
 */
import { RequestCookies } from '@edge-runtime/cookies';
import { InvalidInputError, TooManyAttemptsError } from '../api/errors';
import { CART_SESSION_COOKIE, CART_SESSION_FORMAT } from './cart-session';
import { getLimit, LIMITS } from './limits';
import { clientKey } from './rate-limit';

/** Wrong codes allowed per cart session in one window. */
export const COUPON_FAILURE_LIMIT = LIMITS.wrongCouponSession.points;
export const TOO_MANY_COUPON_GUESSES = 'Too many invalid coupon codes, please try again later';

/** Who is guessing: the cart session's key and the client's address. */
export type CouponGuesser = { session: string; address: string };

/**
 * The guesser of a request: its cart session cookie and its address. A client without a
 * (well-formed) session cookie, a script or an API client, counts as one session per address.
 */
export function couponGuesser(headers: Headers): CouponGuesser {
  const address = clientKey(headers);
  // The cookie parser Next's request.cookies is built on, not a hand-written one.
  const cookie = new RequestCookies(headers).get(CART_SESSION_COOKIE)?.value;
  const session = cookie && CART_SESSION_FORMAT.test(cookie) ? `s:${cookie}` : `a:${address}`;
  return { session, address };
}

/** A guess spent before its code is looked up; `undo` says it was no guess after all. */
export type SpentGuess = { undo(): Promise<void> };

/**
 * Spends one of the session's guesses and one of the address's before the code is looked up, and
 * throws 429 (naming `field`, with Retry-After) when the session's own are spent, or when the
 * address's are and the session is new to the count. Spending first, rather than counting a
 * wrong code afterwards, is what bounds guesses sent all at once.
 */
export async function spendCouponGuess(
  { session, address }: CouponGuesser,
  field: string,
): Promise<SpentGuess> {
  const sessions = getLimit('wrongCouponSession');
  const addresses = getLimit('wrongCouponAddress');
  const known = await sessions.seen(session);
  const own = await sessions.consume(session);
  if (!own.allowed) {
    throw new TooManyAttemptsError(field, TOO_MANY_COUPON_GUESSES, own.retryAfterSeconds);
  }
  const shared = await addresses.consume(address);
  if (!shared.allowed && !known) {
    await sessions.reward(session);
    throw new TooManyAttemptsError(field, TOO_MANY_COUPON_GUESSES, shared.retryAfterSeconds);
  }
  return {
    async undo() {
      await sessions.reward(session);
      // A new session's first try stays counted at the address: sessions are not free.
      if (known) await addresses.reward(address);
    },
  };
}

/**
 * One judged guess: spends a guess, looks the code up with `judge` (null for a wrong code), and
 * gives the guess back when the code was right or could not be judged (the database is down).
 */
export async function judgeCouponGuess<T>(
  guesser: CouponGuesser,
  field: string,
  judge: () => Promise<T | null>,
): Promise<T | null> {
  const guess = await spendCouponGuess(guesser, field);
  let found: T | null;
  try {
    found = await judge();
  } catch (error) {
    await guess.undo();
    throw error;
  }
  if (found) await guess.undo();
  return found;
}

/**
 * `attempt` (a purchase whose body carries a coupon code, `code`) with the code counted as a
 * guess: any value but an empty one counts (a code of the wrong type is refused by the schema, as
 * a wrong code). Spent first; kept only when `attempt` refuses the code itself (400 naming
 * `field`); given back when it succeeds or fails for any other reason (nothing judged the code).
 */
export async function withCouponGuess<T>(
  guesser: CouponGuesser,
  field: string,
  code: unknown,
  attempt: () => Promise<T>,
): Promise<T> {
  const tried = code != null && (typeof code !== 'string' || code.trim() !== '');
  if (!tried) return attempt();
  const guess = await spendCouponGuess(guesser, field);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const wrongCode = error instanceof InvalidInputError && Boolean(error.errors[field]);
    if (!wrongCode) await guess.undo();
    throw error;
  }
  await guess.undo();
  return result;
}
