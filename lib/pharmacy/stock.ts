import 'server-only';
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { medicines, orderItems, payments, stockHolds } from '@/lib/db/schema';
import { lineMedicineId } from '@/lib/orders/kinds';
import { heldEnds, type Holder } from '@/lib/checkout/holds';
import { InvalidInputError } from '@/lib/api/errors';
import { LOW_STOCK, shortageMessage } from './stock-rules';

/**
 * Stock that never oversells (issue 18). Units on hand are `medicines.stock`; a checkout in
 * progress holds its units in `stock_holds` until its payment lapses. Every function here runs
 * inside the caller's transaction and first locks the medicines' rows, in id order (so two
 * checkouts of the same medicines wait for each other instead of deadlocking): on PostgreSQL two
 * shoppers of the last unit are serialised on that row, and the second sees the first's hold.
 */

export type StockLine = { medicineId: number; quantity: number };

type Counted = { name: string; stock: number; heldByOthers: number };

/** Units per medicine, summed (a medicine is one line, but nothing here relies on it). */
function unitsById(lines: readonly StockLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.medicineId, (units.get(l.medicineId) ?? 0) + l.quantity);
  return units;
}

/**
 * The units live holds keep from each of `ids` now, leaving out `exceptPaymentId`'s own: what a
 * checkout may not take, and what a reorder may not offer (lib/accounts/reorder.ts).
 */
export async function heldUnits(
  db: Db | Tx,
  ids: number[],
  now: Date,
  exceptPaymentId?: number,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const held = await db
    .select({
      medicineId: stockHolds.medicineId,
      units: sql<number>`cast(sum(${stockHolds.quantity}) as integer)`,
    })
    .from(stockHolds)
    .where(
      and(
        inArray(stockHolds.medicineId, ids),
        gt(stockHolds.expiresAt, now),
        exceptPaymentId === undefined ? undefined : ne(stockHolds.paymentId, exceptPaymentId),
      ),
    )
    .groupBy(stockHolds.medicineId);
  return new Map(held.map((h) => [h.medicineId, Number(h.units)]));
}

/** Locks the lines' medicines and counts what live holds of other payments keep from them. */
async function lockAndCount(
  tx: Tx,
  ids: number[],
  now: Date,
  ownPaymentId?: number,
): Promise<Map<number, Counted>> {
  const rows = await tx
    .select({ id: medicines.id, name: medicines.name, stock: medicines.stock })
    .from(medicines)
    .where(inArray(medicines.id, ids))
    .orderBy(asc(medicines.id))
    .for('update');
  const heldById = await heldUnits(tx, ids, now, ownPaymentId);
  return new Map(
    rows.map((r) => [
      r.id,
      { name: r.name, stock: r.stock, heldByOthers: heldById.get(r.id) ?? 0 },
    ]),
  );
}

/** The lines (by index) that cannot have their units, each with its message. */
function shortages(lines: readonly StockLine[], counted: Map<number, Counted>) {
  const units = unitsById(lines);
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const c = counted.get(line.medicineId);
    const left = c ? Math.max(0, c.stock - c.heldByOthers) : 0;
    if ((units.get(line.medicineId) ?? 0) > left) {
      errors[`items[${i}].quantity`] = shortageMessage(c?.name ?? 'This medicine', left);
    }
  });
  return errors;
}

/**
 * Checks that every line's units are free now, or refuses the checkout (400, a message per
 * line, nothing written). The hold itself is written by `holdStock` once the payment row exists,
 * in the same transaction, so the medicines stay locked in between.
 */
export async function checkStockFree(
  tx: Tx,
  lines: readonly StockLine[],
  now: Date,
): Promise<Map<number, number>> {
  const ids = [...unitsById(lines).keys()];
  const counted = await lockAndCount(tx, ids, now);
  const errors = shortages(lines, counted);
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  // Lapsed holds of these medicines count for nothing; clearing them keeps the table small.
  await tx
    .delete(stockHolds)
    .where(and(inArray(stockHolds.medicineId, ids), lte(stockHolds.expiresAt, now)));
  return new Map([...counted].map(([id, c]) => [id, c.stock - c.heldByOthers]));
}

/** When each live, unpaid hold of `holder` on any of `medicineIds` lapses. */
export async function holdsOfMedicines(
  tx: Tx,
  medicineIds: number[],
  holder: Holder,
  now: Date,
): Promise<Date[]> {
  if (medicineIds.length === 0) return [];
  return heldEnds(tx, holder, now, {
    table: stockHolds,
    on: eq(stockHolds.paymentId, payments.id),
    where: inArray(stockHolds.medicineId, medicineIds),
  });
}

export async function holdStock(
  tx: Tx,
  paymentId: number,
  lines: readonly StockLine[],
  expiresAt: Date,
) {
  await tx.insert(stockHolds).values(
    [...unitsById(lines)].map(([medicineId, quantity]) => ({
      paymentId,
      medicineId,
      quantity,
      expiresAt,
    })),
  );
}

/** The units a payment holds are held until `expiresAt` (its checkout opened). */
export async function moveStockHold(tx: Tx, paymentId: number, expiresAt: Date) {
  await tx.update(stockHolds).set({ expiresAt }).where(eq(stockHolds.paymentId, paymentId));
}

/**
 * A verified payment takes its units off the stock and drops its holds. Its own hold, live or
 * lapsed, does not count against it; live holds of others do. False when the units are no
 * longer there (paid after the hold lapsed and others bought them): nothing is taken, the
 * stock never goes below zero, and the caller flags the payment for refund.
 */
export async function takeStock(
  tx: Tx,
  paymentId: number,
  lines: readonly StockLine[],
  now: Date,
): Promise<{ taken: boolean; lowStock: boolean }> {
  const units = unitsById(lines);
  const counted = await lockAndCount(tx, [...units.keys()], now, paymentId);
  const taken = Object.keys(shortages(lines, counted)).length === 0;
  let lowStock = false;
  if (taken) {
    for (const [medicineId, quantity] of units) {
      await tx
        .update(medicines)
        .set({ stock: sql`${medicines.stock} - ${quantity}` })
        .where(eq(medicines.id, medicineId));
      lowStock ||= counted.get(medicineId)!.stock - quantity <= LOW_STOCK;
    }
  }
  await releaseStock(tx, paymentId);
  return { taken, lowStock };
}

/** A failed or abandoned checkout gives its held units back at once. */
export async function releaseStock(tx: Tx, paymentId: number) {
  await tx.delete(stockHolds).where(eq(stockHolds.paymentId, paymentId));
}

/**
 * A cancelled or rejected order that never left gives its units back. Its medicines are locked
 * in id order first, as a sale locks them: an update joined to the order's items would lock them
 * in whatever order the plan reads the items, and deadlock with a sale of the same medicines.
 */
export async function restockOrder(tx: Tx, orderId: number) {
  const items = await tx
    .select({ medicineId: lineMedicineId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'medicine')));
  const units = [...unitsById(items)].sort(([a], [b]) => a - b);
  if (units.length === 0) return;
  await tx
    .select({ id: medicines.id })
    .from(medicines)
    .where(
      inArray(
        medicines.id,
        units.map(([id]) => id),
      ),
    )
    .orderBy(asc(medicines.id))
    .for('update');
  for (const [medicineId, quantity] of units) {
    await tx
      .update(medicines)
      .set({ stock: sql`${medicines.stock} + ${quantity}` })
      .where(eq(medicines.id, medicineId));
  }
}
