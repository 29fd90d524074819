import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Tx } from '@/lib/db/open';
import { labTests, medicines, orderItems, orderPatients } from '@/lib/db/schema';
import type { OrderKind } from './kinds';

/**
 * The lines of an order of any kind (issue 45) joined with what they sell, by its name: the
 * pharmacist's and the lab's order pages, the patient's own order page and the receipt each
 * choose their columns. And the people an order is for.
 */

/** What a line of each kind sells, and the line's column that points at it. */
const SOLD = {
  pharmacy: { product: medicines, line: orderItems.medicineId },
  lab: { product: labTests, line: orderItems.labTestId },
} as const;

export async function orderLines<F extends SelectedFields>(
  db: Db | Tx,
  kind: OrderKind,
  id: number,
  columns: F,
): Promise<SelectResultFields<F>[]> {
  const sold = SOLD[kind];
  // Typed once for both kinds: the columns chosen, not the table joined, type the rows.
  const fields: SelectedFields = columns;
  const product: PgTable = sold.product;
  const rows = await db
    .select(fields)
    .from(orderItems)
    .innerJoin(product, eq(sold.product.id, sold.line))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(sold.product.name));
  return rows as SelectResultFields<F>[];
}

/** The people an order is for (a lab order's patients), in the order they were entered. */
export function orderPatientsOf(db: Db | Tx, id: number) {
  return db
    .select({
      id: orderPatients.id,
      name: orderPatients.name,
      age: orderPatients.age,
      gender: orderPatients.gender,
    })
    .from(orderPatients)
    .where(eq(orderPatients.orderId, id))
    .orderBy(asc(orderPatients.id));
}

/**
 * The lines of several orders of any kind at once, by order, each with the name of what it sells
 * (a medicine or a test): an account's timeline lists every order it has with one query.
 */
export async function linesOfOrders(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; quantity: number }[]>();
  const name = sql<string>`coalesce(${medicines.name}, ${labTests.name})`;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(medicines, eq(medicines.id, orderItems.medicineId))
    .leftJoin(labTests, eq(labTests.id, orderItems.labTestId))
    .where(inArray(orderItems.orderId, [...ids]))
    .orderBy(asc(orderItems.orderId), asc(name));
  const byOrder = new Map<number, { name: string; quantity: number }[]>();
  for (const { orderId, ...line } of rows) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  }
  return byOrder;
}
