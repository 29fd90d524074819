/**
 * The wrong-coupon limits in one process (no REDIS_URL): 5 wrong codes per cart session and 100
 * per address in 15 minutes (docs/decisions/coupons.md). The address is clientKey's
 * (tests/security/rate-limit.test.ts); the counts shared by instances through Redis are in
 * tests/security/coupon-guesses-redis.test.ts.
 */
import {
  COUPON_FAILURE_LIMIT,
  judgeCouponGuess,
  spendCouponGuess,
  TOO_MANY_COUPON_GUESSES,
  type CouponGuesser,
} from '@/lib/security/coupon-guesses';
import { TooManyAttemptsError } from '@/lib/api/errors';
import { LIMITS } from '@/lib/security/limits';

const ADDRESS_LIMIT = LIMITS.wrongCouponAddress.points;
let serial = 0;
/** A new cart session, at `address`. */
const shopper = (address: string): CouponGuesser => ({
  session: `s:session-${(serial += 1)}`,
  address,
});
const wrong = (guesser: CouponGuesser) => judgeCouponGuess(guesser, 'code', async () => null);
const right = (guesser: CouponGuesser) => judgeCouponGuess(guesser, 'code', async () => 'HEALTH15');
const status = (attempt: Promise<unknown>) =>
  attempt.then(
    (found) => (found ? 200 : 400),
    (error: TooManyAttemptsError) => error.status,
  );

describe('wrong coupon codes per cart session and per address', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('blocks a session after 5 wrong codes, its right codes too, until its 15 minutes end', async () => {
    const me = shopper('1.1.1.1');
    for (let i = 0; i < COUPON_FAILURE_LIMIT; i += 1) expect(await status(wrong(me))).toBe(400);
    const refusal = spendCouponGuess(me, 'coupon_code');
    await expect(refusal).rejects.toBeInstanceOf(TooManyAttemptsError);
    const error = (await refusal.catch((e: unknown) => e)) as TooManyAttemptsError;
    expect(error.status).toBe(429);
    expect(error.toBody()).toMatchObject({
      message: TOO_MANY_COUPON_GUESSES,
      errors: { coupon_code: TOO_MANY_COUPON_GUESSES },
    });
    expect(error.headers()['Retry-After']).toBe('900');
    expect(await status(right(me))).toBe(429);

    jest.advanceTimersByTime(14 * 60_000);
    const later = (await spendCouponGuess(me, 'code').catch(
      (e: unknown) => e,
    )) as TooManyAttemptsError;
    expect(later.headers()['Retry-After']).toBe('60');
    jest.advanceTimersByTime(60_000);
    expect(await status(right(me))).toBe(200);
  });

  it('never refuses a right code because of other sessions’ guesses at the same address', async () => {
    const address = '2.2.2.2';
    const neighbour = shopper(address);
    for (let i = 0; i < COUPON_FAILURE_LIMIT + 3; i += 1) await status(wrong(neighbour));
    expect(await status(right(neighbour))).toBe(429);
    // One wrong code of my own, then my right code: accepted.
    const me = shopper(address);
    expect(await status(wrong(me))).toBe(400);
    expect(await status(right(me))).toBe(200);
  });

  it('counts right codes as nothing: a session may apply codes all day', async () => {
    const me = shopper('3.3.3.3');
    for (let i = 0; i < 20; i += 1) expect(await status(right(me))).toBe(200);
    for (let i = 0; i < COUPON_FAILURE_LIMIT; i += 1) expect(await status(wrong(me))).toBe(400);
    expect(await status(wrong(me))).toBe(429);
  });

  it('stops a flood from one address: new sessions are refused, counted ones keep their own budget', async () => {
    const address = '5.5.5.5';
    // A shopper who tried a code before the flood.
    const regular = shopper(address);
    expect(await status(right(regular))).toBe(200);
    // 100 sessions minted by one script, one wrong code each.
    for (let i = 0; i < ADDRESS_LIMIT - 1; i += 1)
      expect(await status(wrong(shopper(address)))).toBe(400);
    expect(await status(wrong(shopper(address)))).toBe(429);
    expect(await status(right(shopper(address)))).toBe(429);
    // The regular's right code still applies, and its own wrong codes are still answered.
    expect(await status(right(regular))).toBe(200);
    expect(await status(wrong(regular))).toBe(400);
    // Other addresses are untouched.
    expect(await status(right(shopper('6.6.6.6')))).toBe(200);
  });

  it('lets only 5 of 20 simultaneous guesses of one session through', async () => {
    const me = shopper('4.4.4.4');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => spendCouponGuess(me, 'code')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
  });
});
