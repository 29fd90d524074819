import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { medicines } from '@/lib/db/schema';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import { ORDER_MESSAGES, type OrderLineRequest } from '@/lib/pharmacy/order-schema';
import { matchCartLines, totalsWithCoupon } from '@/lib/pharmacy/coupon-reads';
import { notSoldOnlineReason, soldOnline, type DrugSchedule } from './schedule';
import { rowsForIds } from '@/lib/db/for-ids';

export type PricedOrderLine = {
  medicineId: number;
  name: string;
  quantity: number;
  unitPricePaise: number;
  unitMrpPaise: number;
  /** Percent off the MRP, as its card shows it. */
  discountPercent: number;
  /** Its schedule when priced: H and H1 lines need a prescription (./schedule.ts). */
  schedule: DrugSchedule;
};

export type PricedCart = CartTotals & { lines: PricedOrderLine[]; couponCode: string | null };

/**
 * Prices a cart from database prices: each line's unit price is read from `medicines`, the
 * coupon from `coupons`, the delivery fee from the address's serviceable pincode (the caller's).
 * Unknown or unavailable medicines, medicines never sold online (Schedule X) and unknown coupons
 * are input errors.
 */
export async function priceCart(
  db: Db,
  items: readonly OrderLineRequest[],
  couponCode?: string | null,
  deliveryPaise = 0,
): Promise<PricedCart> {
  const ids = items.map((line) => line.id);
  const rows = await rowsForIds(ids, (list) =>
    db
      .select({
        id: medicines.id,
        name: medicines.name,
        pricePaise: medicines.pricePaise,
        mrpPaise: medicines.mrpPaise,
        discountPercent: medicines.discountPercent,
        available: medicines.available,
        schedule: medicines.schedule,
      })
      .from(medicines)
      .where(inArray(medicines.id, list)),
  );
  const { lines, errors } = matchCartLines(
    items,
    rows,
    ORDER_MESSAGES.idInvalid,
    (row) => {
      if (!soldOnline(row.schedule)) return notSoldOnlineReason(row.name);
      return row.available ? null : ORDER_MESSAGES.unavailable;
    },
    (row, quantity): PricedOrderLine => ({
      medicineId: row.id,
      name: row.name,
      quantity,
      unitPricePaise: row.pricePaise,
      unitMrpPaise: row.mrpPaise,
      discountPercent: row.discountPercent,
      schedule: row.schedule,
    }),
  );
  return totalsWithCoupon(db, {
    lines,
    couponCode,
    errors,
    invalidCoupon: ORDER_MESSAGES.couponInvalid,
    deliveryPaise,
  });
}
