import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { createMicroCache, databaseScope } from '@/lib/cache/micro-cache';
import { coupons } from '@/lib/db/schema';

export type Coupon = { code: string; percentage: number };

/**
 * The active coupon with this code inside its validity window, or null. Codes match whatever the case the visitor typed
 * ('welcome10' finds WELCOME10); the list of coupons never leaves the server.
 */
export async function findActiveCoupon(db: Db, code: string): Promise<Coupon | null> {
  const wanted = code.trim();
  if (!wanted) return null;
  const [row] = await db
    .select({ code: coupons.code, percentage: coupons.percentage })
    .from(coupons)
    .where(
      and(
        eq(sql`upper(${coupons.code})`, wanted.toUpperCase()),
        eq(coupons.active, true),
        // Within its validity window, by the database's clock.
        sql`(${coupons.validFrom} is null or ${coupons.validFrom} <= now())`,
        sql`(${coupons.validUntil} is null or ${coupons.validUntil} > now())`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** How long the coupon check may answer from memory; an edited coupon shows within this. */
export const COUPON_CHECK_CACHE_MS = 30_000;

const checked = createMicroCache<Coupon | null>({ ttlMs: COUPON_CHECK_CACHE_MS, maxEntries: 1000 });

/**
 * The cart's 'Apply' check (POST /api/coupon/check): findActiveCoupon, answered from memory for
 * COUPON_CHECK_CACHE_MS. Only this preview is cached; the price of an order is always computed
 * from the database when the payment order is created.
 */
export function checkCoupon(db: Db, code: string): Promise<Coupon | null> {
  const wanted = code.trim().toUpperCase();
  return checked.get(`${databaseScope(db)}:${wanted}`, () => findActiveCoupon(db, wanted));
}
