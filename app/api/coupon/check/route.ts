// POST /api/coupon/check – { code } -> the coupon's percentage, or 'Invalid coupon code' (rate-limited)
import { json, readJson, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { returnCouponGuess, spendCouponGuess } from '@/lib/security/coupon-guesses';
import { clientKey } from '@/lib/security/rate-limit';
import { checkCoupon } from '@/lib/pharmacy/coupon-reads';
import { InvalidInputError } from '@/lib/api/errors';
import { couponCheckSchema, ORDER_MESSAGES } from '@/lib/pharmacy/order-schema';
import { validateBody } from '@/lib/validation/validate';

export const POST = withErrors(async (request: Request) => {
  const client = clientKey(request.headers);
  await spendCouponGuess(client, 'code');
  const parsed = await validateBody(couponCheckSchema, await readJson(request));
  let coupon;
  try {
    coupon = parsed.ok ? await checkCoupon(await getDb(), parsed.value.code) : null;
  } catch (error) {
    // No code was judged (the database is down, say): the guess is not spent.
    await returnCouponGuess(client);
    throw error;
  }
  // Any refusal, malformed input included, keeps the guess spent.
  if (!coupon) {
    throw new InvalidInputError(parsed.ok ? { code: ORDER_MESSAGES.couponInvalid } : parsed.errors);
  }
  await returnCouponGuess(client);
  return json({ data: { coupon_code: coupon.code, coupon_percentage: coupon.percentage } });
});
