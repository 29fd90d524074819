/**
 * The kinds of order (issue 45), their statuses and the per-kind columns of `orders` read with
 * their kind's types. Pure enough for the browser's types; no queries.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '@/lib/db/schema/orders';
import { payments } from '@/lib/db/schema/payments';
import type { LAB_ORDER_STATUSES, ORDER_KINDS, ORDER_STATUSES } from '@/lib/db/schema/constants';

export type OrderKind = (typeof ORDER_KINDS)[number];

/** Each kind's statuses. */
export type StatusOf = {
  pharmacy: (typeof ORDER_STATUSES)[number];
  lab: (typeof LAB_ORDER_STATUSES)[number];
};

/** What a line of each kind sells. */
export const ITEM_KIND = { pharmacy: 'medicine', lab: 'lab_test' } as const;

/** The payment purpose that buys each kind (payments.purpose). */
export const PURPOSE_OF = { pharmacy: 'pharmacy_order', lab: 'lab_order' } as const;

/** The subject of messages, codes and audit entries about an order of each kind. */
export const SUBJECT_OF = PURPOSE_OF;

/** Orders of one kind. */
export const ofKind = (kind: OrderKind) => eq(orders.kind, kind);

/** The order `id`, if it is of `kind`. */
export const orderOfKind = (kind: OrderKind, id: number) =>
  and(eq(orders.id, id), eq(orders.kind, kind));

/** The payments made for the order `id` of `kind`. */
export const paymentsOfOrder = (kind: OrderKind, id: number) =>
  and(eq(payments.orderId, id), eq(payments.purpose, PURPOSE_OF[kind]));

const STATUS = {
  pharmacy: sql<StatusOf['pharmacy']>`${orders.status}`,
  lab: sql<StatusOf['lab']>`${orders.status}`,
};

/** The order's status, typed as its kind's. */
export const statusOf = <K extends OrderKind>(kind: K) => STATUS[kind] as SQL<StatusOf[K]>;

/** A line's medicine, never empty on a pharmacy order's line (order_items_one_product). */
export const lineMedicineId = sql<number>`${orderItems.medicineId}`;

/** A line's lab test or package, never empty on a lab order's line. */
export const lineLabTestId = sql<number>`${orderItems.labTestId}`;

/** A pharmacy order's delivery, never empty for that kind (orders_kind_facts). */
export const deliveryColumns = {
  expectedDate: sql<string>`${orders.expectedDate}`,
  expectedTime: sql<string>`${orders.expectedTime}`,
};

/** A lab order's collection window, never empty for that kind (orders_kind_facts). */
export const collectionColumns = {
  collectionDate: sql<string>`${orders.collectionDate}`,
  collectionMinute: sql<number>`${orders.collectionMinute}`,
};
