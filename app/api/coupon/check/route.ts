// POST /api/coupon/check – { code } -> the coupon's percentage, or 'Invalid coupon code' (rate-limited)
import { json, readJson, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { couponGuesser, judgeCouponGuess } from '@/lib/security/coupon-guesses';
import { checkCoupon } from '@/lib/pharmacy/coupon-reads';
import { InvalidInputError } from '@/lib/api/errors';
import { couponCheckSchema, ORDER_MESSAGES } from '@/lib/pharmacy/order-schema';
import { validateBody } from '@/lib/validation/validate';

export const POST = withErrors(async (request: Request) => {
  const parsed = await validateBody(couponCheckSchema, await readJson(request));
  // Any refusal, malformed input included, spends a guess.
  const coupon = await judgeCouponGuess(couponGuesser(request.headers), 'code', async () =>
    parsed.ok ? checkCoupon(await getDb(), parsed.value.code) : null,
  );
  if (!coupon) {
    throw new InvalidInputError(parsed.ok ? { code: ORDER_MESSAGES.couponInvalid } : parsed.errors);
  }
  return json({ data: { coupon_code: coupon.code, coupon_percentage: coupon.percentage } });
});
