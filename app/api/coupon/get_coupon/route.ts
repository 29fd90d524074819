// GET /api/coupon/get_coupon?coupon_code=CODE – the spec's coupon list, holding only the code asked for
import { json, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { checkCoupon } from '@/lib/pharmacy/coupon-reads';
import { couponCheckSchema } from '@/lib/pharmacy/order-schema';
import { couponGuesser, judgeCouponGuess } from '@/lib/security/coupon-guesses';
import { validateBody } from '@/lib/validation/validate';

/**
 * The original front end downloaded every coupon and searched the list for the code typed, which
 * would hand every code to anyone. This answers the same shape, but the list holds at most the
 * one active coupon matching `coupon_code`, and each wrong code spends one of the client's coupon
 * guesses as POST /api/coupon/check does. A client that searches the list for the typed code
 * (passing it as `coupon_code`) works unchanged; one that asks for no code gets an empty list,
 * so every code is refused, never revealed (docs/decisions/coupons.md).
 */
export const GET = withErrors(async (request: Request) => {
  const typed = new URL(request.url).searchParams.get('coupon_code') ?? '';
  if (typed.trim() === '') return json({ message: 'Success', data: [] });
  const parsed = await validateBody(couponCheckSchema, { code: typed });
  const coupon = await judgeCouponGuess(couponGuesser(request.headers), 'coupon_code', async () =>
    parsed.ok ? checkCoupon(await getDb(), parsed.value.code) : null,
  );
  const data = coupon ? [{ coupon_code: coupon.code, coupon_percentage: coupon.percentage }] : [];
  return json({ message: 'Success', data });
});
