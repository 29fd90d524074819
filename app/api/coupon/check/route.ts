// POST /api/coupon/check – { code } -> the coupon's percentage, or 'Invalid coupon code' (rate-limited)
import { json, NO_STORE, readJson, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { createFailureLimiter } from '@/lib/security/failure-limit';
import { clientKey } from '@/lib/security/rate-limit';
import { checkCoupon } from '@/lib/services/coupons';
import { InvalidInputError } from '@/lib/services/errors';
import { couponCheckSchema, ORDER_MESSAGES } from '@/lib/validation/pharmacy-order';
import { validateBody } from '@/lib/validation/validate';

/** Wrong codes allowed per address in one window, so codes cannot be guessed by brute force. */
const COUPON_FAILURE_LIMIT = 5;
const limiter = createFailureLimiter({ limit: COUPON_FAILURE_LIMIT, windowMs: 10 * 60_000 });

export const POST = withErrors(async (request: Request) => {
  const ip = clientKey(request.headers);
  if (limiter.isBlocked(ip)) {
    return Response.json(
      { errors: { code: 'Too many invalid coupon codes, please try again later' } },
      {
        status: 429,
        headers: { ...NO_STORE, 'Retry-After': String(limiter.retryAfterSeconds(ip)) },
      },
    );
  }
  const parsed = await validateBody(couponCheckSchema, await readJson(request));
  const coupon = parsed.ok ? await checkCoupon(await getDb(), parsed.value.code) : null;
  if (!coupon) {
    limiter.recordFailure(ip);
    throw new InvalidInputError(parsed.ok ? { code: ORDER_MESSAGES.couponInvalid } : parsed.errors);
  }
  return json({ data: { coupon_code: coupon.code, coupon_percentage: coupon.percentage } });
});
