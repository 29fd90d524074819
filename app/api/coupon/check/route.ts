// POST /api/coupon/check – { code } -> the coupon's percentage, or 'Invalid coupon code' (rate-limited)
import { getDb } from '@/lib/db';
import { clientIp, createFailureLimiter } from '@/lib/rate-limit';
import { badRequest, readJson } from '@/lib/pharmacy/route-helpers';
import { findActiveCoupon } from '@/lib/services/coupons';
import { fieldErrors } from '@/lib/validation/field-errors';
import { couponCheckSchema, ORDER_MESSAGES } from '@/lib/validation/pharmacy-order';

/** Wrong codes allowed per address in one window, so codes cannot be guessed by brute force. */
const COUPON_FAILURE_LIMIT = 5;
const limiter = createFailureLimiter({ limit: COUPON_FAILURE_LIMIT, windowMs: 10 * 60_000 });

export async function POST(request: Request) {
  const ip = clientIp(request.headers);
  if (limiter.isBlocked(ip)) {
    return Response.json(
      { errors: { code: 'Too many invalid coupon codes, please try again later' } },
      { status: 429, headers: { 'Retry-After': String(limiter.retryAfterSeconds(ip)) } },
    );
  }
  let code: string;
  try {
    ({ code } = await couponCheckSchema.validate(await readJson(request), { abortEarly: false }));
  } catch (error) {
    limiter.recordFailure(ip);
    return badRequest(fieldErrors(error) ?? { code: ORDER_MESSAGES.couponInvalid });
  }
  const coupon = await findActiveCoupon(await getDb(), code);
  if (!coupon) {
    limiter.recordFailure(ip);
    return badRequest({ code: ORDER_MESSAGES.couponInvalid });
  }
  return Response.json(
    { data: { coupon_code: coupon.code, coupon_percentage: coupon.percentage } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
