import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { orderEvents, orders } from '@/lib/db/schema';
import type { HolderLookup, OwnerLookup } from '@/lib/self-service/access';
import { ofKind, type OrderKind, type StatusOf } from './kinds';

/**
 * What a patient's own order page reads (issue 45), whatever the kind: the order found by its
 * reference and phone, and its lines and history once the one-time code has opened it.
 */

/** Finds an order of `kind` by its reference and the phone given with it. */
export const orderHolder =
  (kind: OrderKind): HolderLookup =>
  async (db, reference, phone) => {
    const [row] = await db
      .select({
        id: orders.id,
        reference: orders.reference,
        email: orders.email,
        phone: orders.phone,
      })
      .from(orders)
      .where(and(ofKind(kind), eq(orders.reference, reference), eq(orders.phone, phone)));
    return row ?? null;
  };

/** Finds an order of `kind` by its reference among those of the signed-in account (issue 46). */
export const orderOwner =
  (kind: OrderKind): OwnerLookup =>
  async (db, reference, accountId) => {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ofKind(kind), eq(orders.reference, reference), eq(orders.accountId, accountId)));
    return row?.id ?? null;
  };

/** The order's statuses so far, oldest first. */
export async function orderHistory<K extends OrderKind>(db: Db, _kind: K, id: number) {
  const rows = await db
    .select({ status: orderEvents.status, note: orderEvents.note, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows as { status: StatusOf[K]; note: string; at: Date }[];
}

/**
 * The orders of every kind that account `accountId` bought or claimed (issue 46), newest first,
 * for its timeline: what each kind's own page shows at a glance.
 */
export function accountOrders(db: Db, accountId: number) {
  return db
    .select({
      id: orders.id,
      kind: orders.kind,
      reference: orders.reference,
      patientId: orders.patientId,
      name: orders.name,
      status: orders.status,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      expectedDate: orders.expectedDate,
      expectedTime: orders.expectedTime,
      collectionDate: orders.collectionDate,
      collectionMinute: orders.collectionMinute,
    })
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
