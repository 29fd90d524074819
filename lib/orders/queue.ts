import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { refundOfPayment } from '@/lib/checkout/refunds';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/db/open';
import { orders, payments } from '@/lib/db/schema';
import {
  beyondCursor,
  cursorKey,
  decodeCursor,
  likePattern,
  phonePattern,
  toPage,
} from '@/lib/staff/paging';
import {
  ofKind,
  orderOfKind,
  paymentsOfOrder,
  statusOf,
  type OrderKind,
  type StatusOf,
} from './kinds';

/**
 * The staff's queue of orders of one kind (issue 45): the list newest first (or, for the work in
 * hand, oldest first), searched by reference, name or phone, filtered by status and paged by
 * keyset; the counts of work waiting; one order's row, payment and refund. Each kind's
 * `staff-orders.ts` adds its own columns and filters.
 */

/** The columns every kind's list shows, with the status typed as the kind's. */
export const listColumns = <K extends OrderKind>(kind: K) => ({
  id: orders.id,
  reference: orders.reference,
  name: orders.name,
  phone: orders.phone,
  pincode: orders.pincode,
  status: statusOf(kind),
  totalPaise: orders.totalPaise,
  createdAt: orders.createdAt,
});

export type OrderQuery<S extends string> = {
  /** One status, or a set of them (the work in hand). */
  statuses?: readonly S[];
  q?: string;
  cursor?: string;
};

/** The filters of a kind's list, its own added. */
export function queueFilters<S extends string>(kind: OrderKind, query: OrderQuery<S>): SQL[] {
  const where: SQL[] = [ofKind(kind)];
  if (query.statuses?.length === 1) where.push(eq(orders.status, query.statuses[0] as never));
  else if (query.statuses) where.push(inArray(orders.status, [...query.statuses] as never[]));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        ilike(orders.reference, pattern),
        ilike(orders.name, pattern),
        ilike(orders.phone, phonePattern(query.q)),
      ) as SQL,
    );
  }
  return where;
}

/**
 * Paging by when orders were placed: newest first, or oldest first for a queue (the order waiting
 * longest is done first). Select `cursorKey`, filter by `after`, sort by `orderBy`.
 */
function byPlacement(cursor: string | undefined, direction: 'asc' | 'desc') {
  const order = direction === 'asc' ? asc : desc;
  return {
    cursorKey: cursorKey(orders.createdAt),
    after: beyondCursor(orders.createdAt, orders.id, decodeCursor(cursor), direction),
    orderBy: [order(orders.createdAt), order(orders.id)],
  };
}

/**
 * One page of the staff's list by when orders were placed (byPlacement): `columns` of the orders
 * matching `where`, one extra row fetched to know whether another page follows.
 */
export async function pageByPlacement<C extends SelectedFields & ReturnType<typeof listColumns>>(
  db: Db,
  columns: C,
  where: SQL[],
  cursor: string | undefined,
  direction: 'asc' | 'desc',
  size: number,
) {
  const page = byPlacement(cursor, direction);
  const rows = await db
    .select({ ...columns, cursorKey: page.cursorKey })
    .from(orders)
    .where(and(...where, page.after))
    .orderBy(...page.orderBy)
    .limit(size + 1);
  return toPage(rows, size);
}

/** How many orders of `kind` are in each of `statuses`. */
export async function countByStatus<K extends OrderKind>(
  db: Db,
  kind: K,
  statuses: readonly StatusOf[K][],
): Promise<(status: StatusOf[K]) => number> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(ofKind(kind), inArray(orders.status, [...statuses])))
    .groupBy(orders.status);
  return (status) => Number(rows.find((r) => r.status === status)?.n ?? 0);
}

/** The order `id` of `kind` with every column, its status typed as the kind's. */
export async function orderRow<K extends OrderKind>(db: Db | Tx, kind: K, id: number) {
  const [order] = await db.select().from(orders).where(orderOfKind(kind, id)).limit(1);
  return order ? { ...order, status: order.status as StatusOf[K] } : null;
}

export type OrderRow<K extends OrderKind> = NonNullable<Awaited<ReturnType<typeof orderRow<K>>>>;

/** Each kind's own facts, which orders_kind_facts never leaves empty for that kind. */
const OWN_FACTS = {
  pharmacy: (row: typeof orders.$inferSelect) => ({
    expectedDate: row.expectedDate ?? '',
    expectedTime: row.expectedTime ?? '',
  }),
  lab: (row: typeof orders.$inferSelect) => ({
    collectionDate: row.collectionDate ?? '',
    collectionMinute: row.collectionMinute ?? 0,
  }),
};

/** An order of `kind` with its kind's own facts (orderWithFacts). */
export type OrderWithFacts<K extends OrderKind> = OrderRow<K> & ReturnType<(typeof OWN_FACTS)[K]>;

/** The order `id` of `kind` (orderRow) with its kind's own facts typed as never empty. */
export async function orderWithFacts<K extends OrderKind>(
  db: Db,
  kind: K,
  id: number,
): Promise<OrderWithFacts<K> | null> {
  const row = await orderRow(db, kind, id);
  return row && ({ ...row, ...OWN_FACTS[kind](row) } as OrderWithFacts<K>);
}

/** The order's paid payment (its first), and the refund of it if there is one. */
export async function paidPaymentOf(db: Db, kind: OrderKind, id: number) {
  const [payment] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      amountPaise: payments.amountPaise,
    })
    .from(payments)
    .where(and(paymentsOfOrder(kind, id), eq(payments.status, 'paid')))
    .orderBy(asc(payments.id))
    .limit(1);
  const refund = await refundOfPayment(db, payment?.providerPaymentId);
  return { payment: payment ?? null, refund };
}

/** An order's paid payment and the refund of it (paidPaymentOf), as its staff page shows them. */
export type PaidPayment = Awaited<ReturnType<typeof paidPaymentOf>>;
