import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { refundOfPayment, type RefundRow } from '@/lib/checkout/refunds';
import type { Db } from '@/lib/db/open';
import {
  medicines,
  payments,
  pharmacyOrderItems,
  pharmacyOrders,
  prescriptionFiles,
} from '@/lib/db/schema';
import {
  beyondCursor,
  cursorKey,
  decodeCursor,
  likePattern,
  phonePattern,
  STAFF_PAGE_SIZE,
  toPage,
  type Page,
} from '@/lib/staff/paging';
import { isOrderStatus, type OrderStatus } from './order-status';
import type { DrugSchedule } from './schedule';

/**
 * The pharmacist's view of orders (issues 15 and 18): the queue by status, newest first, searched
 * by reference, name or phone and paged by keyset; one order with its lines, the stock on hand of
 * each, its prescription pages, its payment and any refund.
 */

/** The pharmacy's work in hand, oldest first: a status filter of its own. */
export const TO_ACT = 'to_act';

export type OrderFilters = { status?: OrderStatus | typeof TO_ACT; q?: string; cursor?: string };

/** The list's status filter from the address: a status, the queue, or none. */
export function orderStatusFilter(raw: unknown): OrderFilters['status'] {
  return raw === TO_ACT || isOrderStatus(raw) ? raw : undefined;
}

export type OrderListRow = {
  id: number;
  reference: string;
  name: string;
  phone: string;
  pincode: string;
  status: OrderStatus;
  totalPaise: number;
  prescriptionCall: boolean;
  createdAt: Date;
};

export async function listOrders(
  db: Db,
  filters: OrderFilters,
  size = STAFF_PAGE_SIZE,
): Promise<Page<OrderListRow>> {
  const t = pharmacyOrders;
  const where: (SQL | undefined)[] = [];
  const { status } = filters;
  const queue = status === TO_ACT;
  if (status === TO_ACT) where.push(inArray(t.status, [...STATUSES_TO_ACT]));
  else if (status) where.push(eq(t.status, status));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      or(
        ilike(t.reference, pattern),
        ilike(t.name, pattern),
        ilike(t.phone, phonePattern(filters.q)),
      ),
    );
  }
  // The queue comes oldest first (the order waiting longest is done first); the rest newest first.
  const direction = queue ? 'asc' : 'desc';
  where.push(beyondCursor(t.createdAt, t.id, decodeCursor(filters.cursor), direction));
  const rows = await db
    .select({
      id: t.id,
      reference: t.reference,
      name: t.name,
      phone: t.phone,
      pincode: t.pincode,
      status: t.status,
      totalPaise: t.totalPaise,
      prescriptionCall: t.prescriptionCall,
      createdAt: t.createdAt,
      cursorKey: cursorKey(t.createdAt),
    })
    .from(t)
    .where(and(...where))
    .orderBy(...(queue ? [asc(t.createdAt), asc(t.id)] : [desc(t.createdAt), desc(t.id)]))
    .limit(size + 1);
  return toPage(rows, size);
}

/** Orders waiting on the pharmacy: a prescription to check, an order to confirm, pack or send. */
export const STATUSES_TO_ACT: readonly OrderStatus[] = [
  'awaiting_prescription',
  'placed',
  'prescription_approved',
  'confirmed',
  'packed',
];

export async function countOrdersToAct(db: Db): Promise<{ toAct: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(pharmacyOrders)
    .where(inArray(pharmacyOrders.status, [...STATUSES_TO_ACT]));
  return { toAct: Number(row.n) };
}

export type OrderDetail = typeof pharmacyOrders.$inferSelect & {
  items: {
    medicineId: number;
    name: string;
    schedule: DrugSchedule;
    quantity: number;
    unitPricePaise: number;
    stock: number;
  }[];
  prescriptions: { id: number; contentType: string; sizeBytes: number; createdAt: Date }[];
  payment: { id: number; provider: string; providerPaymentId: string | null } | null;
  refund: RefundRow | null;
};

export async function getOrderDetail(db: Db, id: number): Promise<OrderDetail | null> {
  const [order] = await db.select().from(pharmacyOrders).where(eq(pharmacyOrders.id, id)).limit(1);
  if (!order) return null;
  const [items, prescriptions, [payment]] = await Promise.all([
    db
      .select({
        medicineId: pharmacyOrderItems.medicineId,
        name: medicines.name,
        schedule: medicines.schedule,
        quantity: pharmacyOrderItems.quantity,
        unitPricePaise: pharmacyOrderItems.unitPricePaise,
        stock: medicines.stock,
      })
      .from(pharmacyOrderItems)
      .innerJoin(medicines, eq(medicines.id, pharmacyOrderItems.medicineId))
      .where(eq(pharmacyOrderItems.orderId, id))
      .orderBy(asc(medicines.name)),
    db
      .select({
        id: prescriptionFiles.id,
        contentType: prescriptionFiles.contentType,
        sizeBytes: prescriptionFiles.sizeBytes,
        createdAt: prescriptionFiles.createdAt,
      })
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.pharmacyOrderId, id))
      .orderBy(asc(prescriptionFiles.id)),
    db
      .select({
        id: payments.id,
        provider: payments.provider,
        providerPaymentId: payments.providerPaymentId,
      })
      .from(payments)
      .where(and(eq(payments.pharmacyOrderId, id), eq(payments.status, 'paid')))
      .orderBy(asc(payments.id))
      .limit(1),
  ]);
  const refund = await refundOfPayment(db, payment?.providerPaymentId);
  return { ...order, items, prescriptions, payment: payment ?? null, refund };
}
