import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { labPackageTests, labTests } from '@/lib/db/schema';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import { matchCartLines, totalsWithCoupon } from '@/lib/pharmacy/coupon-reads';
import { findPackageConflict, LAB_MESSAGES, packageConflictMessage } from './booking-rules';
import type { LabLineRequest } from './order-schema';

export type PricedLabLine = {
  labTestId: number;
  name: string;
  kind: 'test' | 'package';
  quantity: number;
  unitPricePaise: number;
  unitMrpPaise: number;
};

export type PricedLabCart = CartTotals & { lines: PricedLabLine[]; couponCode: string | null };

/**
 * Prices a lab cart from database prices and the pharmacy's coupons (the same codes and rules;
 * home collection is free). Unknown or withdrawn tests, and a package beside one of its own
 * tests, are refused on the line concerned.
 */
export async function priceLabCart(
  db: Db,
  items: readonly LabLineRequest[],
  couponCode?: string | null,
): Promise<PricedLabCart> {
  const ids = items.map((line) => line.id);
  const rows = await db
    .select({
      id: labTests.id,
      name: labTests.name,
      kind: labTests.kind,
      pricePaise: labTests.pricePaise,
      mrpPaise: labTests.mrpPaise,
      available: labTests.available,
    })
    .from(labTests)
    .where(inArray(labTests.id, ids));
  const included = await db
    .select({ packageId: labPackageTests.packageId, testId: labPackageTests.testId })
    .from(labPackageTests)
    .where(inArray(labPackageTests.packageId, ids));
  const { lines, errors } = matchCartLines(
    items,
    rows,
    LAB_MESSAGES.idInvalid,
    (row) => (row.available ? null : LAB_MESSAGES.unavailable),
    (row, quantity): PricedLabLine => ({
      labTestId: row.id,
      name: row.name,
      kind: row.kind,
      quantity,
      unitPricePaise: row.pricePaise,
      unitMrpPaise: row.mrpPaise,
    }),
  );
  const conflict = findPackageConflict(
    lines.map((l) => ({
      id: l.labTestId,
      name: l.name,
      kind: l.kind,
      testIds: included.filter((p) => p.packageId === l.labTestId).map((p) => p.testId),
    })),
  );
  if (conflict) {
    const index = items.findIndex((line) => line.id === conflict.testLine.id);
    errors[`items[${index}].id`] = packageConflictMessage(conflict);
  }
  return totalsWithCoupon(db, {
    lines,
    couponCode,
    errors,
    invalidCoupon: LAB_MESSAGES.couponInvalid,
  });
}
