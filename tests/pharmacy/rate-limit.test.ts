// The address the coupon route counts by is clientKey's, tested in tests/security/rate-limit.test.ts.
import { createFailureLimiter } from '@/lib/security/failure-limit';

describe('failure limiter (coupon guesses)', () => {
  it('blocks an address after its failures in the window, and only that address, until the window ends', () => {
    const limiter = createFailureLimiter({ limit: 5, windowMs: 600_000 });
    const t0 = 1_000_000;
    for (let i = 0; i < 4; i++) limiter.recordFailure('1.1.1.1', t0 + i);
    expect(limiter.isBlocked('1.1.1.1', t0 + 10)).toBe(false);
    limiter.recordFailure('1.1.1.1', t0 + 20);
    expect(limiter.isBlocked('1.1.1.1', t0 + 30)).toBe(true);
    expect(limiter.isBlocked('2.2.2.2', t0 + 30)).toBe(false);
    expect(limiter.retryAfterSeconds('1.1.1.1', t0 + 30)).toBe(600);
    expect(limiter.isBlocked('1.1.1.1', t0 + 600_000)).toBe(false);
  });
});
