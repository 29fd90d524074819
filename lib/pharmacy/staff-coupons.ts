import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { coupons } from '@/lib/db/schema';

/** Every coupon (a shop has tens), by code, for the editor's page. */
export async function listCoupons(db: Db) {
  return db.select().from(coupons).orderBy(asc(coupons.code));
}
