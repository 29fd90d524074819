import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { createMicroCache, databaseScope } from '@/lib/cache/micro-cache';
import { coupons } from '@/lib/db/schema';
import { InvalidInputError } from '@/lib/api/errors';
import { cartTotals, type CartTotals } from './cart-math';

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

/**
 * The first step of pricing any purchase on the server: each line the cart asks for, matched by
 * id with its row read from the database. A line whose id found no row (`unknown` is the
 * purchase's message), or whose row `refusal` refuses, is a field error at `items[i].id`; the
 * others become lines through `priced`.
 */
export function matchCartLines<Row extends { id: number }, Line>(
  items: readonly { id: number; quantity: number }[],
  rows: readonly Row[],
  unknown: string,
  refusal: (row: Row) => string | null,
  priced: (row: Row, quantity: number) => Line,
): { lines: Line[]; errors: Record<string, string> } {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string> = {};
  const lines: Line[] = [];
  items.forEach((line, i) => {
    const row = byId.get(line.id);
    const refused = row ? refusal(row) : unknown;
    if (refused) errors[`items[${i}].id`] = refused;
    else if (row) lines.push(priced(row, line.quantity));
  });
  return { lines, errors };
}

/** A line of a purchase priced from the database: what one costs, its MRP, how many. */
type StoredPriceLine = { unitPricePaise: number; unitMrpPaise: number; quantity: number };

/**
 * The last step of pricing any purchase on the server: the coupon it asks for, read from the
 * database, and the totals of its lines at that coupon (plus a delivery fee, if any). A code that
 * finds no active coupon is one more field error beside the lines' own (`invalidCoupon` is the
 * purchase's message); any error refuses the whole price, with every message at once.
 */
export async function totalsWithCoupon<Line extends StoredPriceLine>(
  db: Db,
  {
    lines,
    couponCode,
    errors,
    invalidCoupon,
    deliveryPaise = 0,
  }: {
    lines: Line[];
    couponCode: string | null | undefined;
    errors: Record<string, string>;
    invalidCoupon: string;
    deliveryPaise?: number;
  },
): Promise<CartTotals & { lines: Line[]; couponCode: string | null }> {
  const code = couponCode?.trim() || null;
  const coupon = code ? await findActiveCoupon(db, code) : null;
  const allErrors = code && !coupon ? { ...errors, coupon_code: invalidCoupon } : errors;
  if (Object.keys(allErrors).length) throw new InvalidInputError(allErrors);
  const totals = cartTotals(
    lines.map((l) => ({
      pricePaise: l.unitPricePaise,
      mrpPaise: l.unitMrpPaise,
      quantity: l.quantity,
    })),
    coupon?.percentage ?? 0,
    deliveryPaise,
  );
  return { ...totals, lines, couponCode: coupon?.code ?? null };
}

/**
 * How long the coupon check may answer from memory; an edited coupon shows within this.
 * Measured benefit (docs/performance.md, "Live endpoints"): at 50 connections on PGlite the
 * coupon check answered p99 1,337 ms without it and 77-137 ms with it.
 */
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
