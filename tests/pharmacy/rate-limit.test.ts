/**
 * The wrong-coupon limit in one process (no REDIS_URL): 5 wrong codes per client in 10 minutes.
 * The address it counts by is clientKey's (tests/security/rate-limit.test.ts); the count shared
 * by instances through Redis is in tests/security/coupon-guesses-redis.test.ts.
 */
import {
  returnCouponGuess,
  spendCouponGuess,
  TOO_MANY_COUPON_GUESSES,
} from '@/lib/security/coupon-guesses';
import { TooManyAttemptsError } from '@/lib/api/errors';

describe('wrong coupon codes per client', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('blocks an address after 5 wrong codes, only that address, until its 10 minutes end', async () => {
    for (let i = 0; i < 5; i += 1) {
      await expect(spendCouponGuess('1.1.1.1', 'code')).resolves.toBeUndefined();
    }
    const refusal = spendCouponGuess('1.1.1.1', 'coupon_code');
    await expect(refusal).rejects.toBeInstanceOf(TooManyAttemptsError);
    const error = (await refusal.catch((e: unknown) => e)) as TooManyAttemptsError;
    expect(error.status).toBe(429);
    expect(error.toBody()).toMatchObject({
      message: TOO_MANY_COUPON_GUESSES,
      errors: { coupon_code: TOO_MANY_COUPON_GUESSES },
    });
    expect(error.headers()['Retry-After']).toBe('600');
    await expect(spendCouponGuess('2.2.2.2', 'code')).resolves.toBeUndefined();

    jest.advanceTimersByTime(9 * 60_000);
    const later = (await spendCouponGuess('1.1.1.1', 'code').catch((e: unknown) => e)) as
      TooManyAttemptsError | undefined;
    expect(later?.headers()['Retry-After']).toBe('60');
    jest.advanceTimersByTime(60_000);
    await expect(spendCouponGuess('1.1.1.1', 'code')).resolves.toBeUndefined();
  });

  it('counts right codes as nothing: a returned guess can be spent again', async () => {
    for (let i = 0; i < 20; i += 1) {
      await spendCouponGuess('3.3.3.3', 'code');
      await returnCouponGuess('3.3.3.3');
    }
    for (let i = 0; i < 5; i += 1) await spendCouponGuess('3.3.3.3', 'code');
    await expect(spendCouponGuess('3.3.3.3', 'code')).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it('lets only 5 of 20 simultaneous guesses through', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => spendCouponGuess('4.4.4.4', 'code')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
  });
});
