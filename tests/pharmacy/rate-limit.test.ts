/**
 * The wrong-coupon limit in one process (no REDIS_URL): 5 wrong codes per client in 10 minutes.
 * The address it counts by is clientKey's (tests/security/rate-limit.test.ts); the count shared
 * by instances through Redis is in tests/security/coupon-guesses-redis.test.ts.
 */
import {
  assertCouponGuessesLeft,
  recordWrongCoupon,
  TOO_MANY_COUPON_GUESSES,
} from '@/lib/security/coupon-guesses';
import { TooManyAttemptsError } from '@/lib/services/errors';

describe('wrong coupon codes per client', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('blocks an address after 5 wrong codes, only that address, until its 10 minutes end', async () => {
    for (let i = 0; i < 4; i += 1) await recordWrongCoupon('1.1.1.1');
    await expect(assertCouponGuessesLeft('1.1.1.1', 'code')).resolves.toBeUndefined();
    await recordWrongCoupon('1.1.1.1');

    const refusal = assertCouponGuessesLeft('1.1.1.1', 'coupon_code');
    await expect(refusal).rejects.toBeInstanceOf(TooManyAttemptsError);
    const error = (await refusal.catch((e: unknown) => e)) as TooManyAttemptsError;
    expect(error.status).toBe(429);
    expect(error.toBody()).toMatchObject({
      message: TOO_MANY_COUPON_GUESSES,
      errors: { coupon_code: TOO_MANY_COUPON_GUESSES },
    });
    expect(error.headers()['Retry-After']).toBe('600');
    await expect(assertCouponGuessesLeft('2.2.2.2', 'code')).resolves.toBeUndefined();

    jest.advanceTimersByTime(9 * 60_000);
    const later = (await assertCouponGuessesLeft('1.1.1.1', 'code').catch((e: unknown) => e)) as
      TooManyAttemptsError | undefined;
    expect(later?.headers()['Retry-After']).toBe('60');
    jest.advanceTimersByTime(60_000);
    await expect(assertCouponGuessesLeft('1.1.1.1', 'code')).resolves.toBeUndefined();
  });
});
