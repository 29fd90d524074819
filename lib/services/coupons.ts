import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { coupons } from '@/lib/db/schema';

export type Coupon = { code: string; percentage: number };

/**
 * The active coupon with this code, or null. Codes match whatever the case the visitor typed
 * ('welcome10' finds WELCOME10); the list of coupons never leaves the server.
 */
export async function findActiveCoupon(db: Db, code: string): Promise<Coupon | null> {
  const wanted = code.trim();
  if (!wanted) return null;
  const [row] = await db
    .select({ code: coupons.code, percentage: coupons.percentage })
    .from(coupons)
    .where(and(eq(sql`upper(${coupons.code})`, wanted.toUpperCase()), eq(coupons.active, true)))
    .limit(1);
  return row ?? null;
}
