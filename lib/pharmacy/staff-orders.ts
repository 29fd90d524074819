import { ePrescriptionOfOrder } from '@/lib/prescriptions/orders';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { medicines, orderItems, orders, prescriptionFiles } from '@/lib/db/schema';
import { orderLines } from '@/lib/orders/lines';
import { lineMedicineId } from '@/lib/orders/kinds';
import {
  pageByPlacement,
  countByStatus,
  listColumns,
  orderWithFacts,
  paidPaymentOf,
  queueFilters,
  type OrderWithFacts,
  type PaidPayment,
} from '@/lib/orders/queue';
import { STAFF_PAGE_SIZE, type Page } from '@/lib/staff/paging';
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
  const { status } = filters;
  const queue = status === TO_ACT;
  const statuses = queue ? STATUSES_TO_ACT : status ? [status] : undefined;
  const where = queueFilters('pharmacy', { statuses, q: filters.q });
  const columns = { ...listColumns('pharmacy'), prescriptionCall: orders.prescriptionCall };
  return pageByPlacement(db, columns, where, filters.cursor, queue ? 'asc' : 'desc', size);
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
  const of = await countByStatus(db, 'pharmacy', STATUSES_TO_ACT);
  return { toAct: STATUSES_TO_ACT.reduce((sum, status) => sum + of(status), 0) };
}

export type OrderDetail = OrderWithFacts<'pharmacy'> & {
  items: {
    medicineId: number;
    name: string;
    schedule: DrugSchedule;
    quantity: number;
    unitPricePaise: number;
    stock: number;
  }[];
  prescriptions: { id: number; contentType: string; sizeBytes: number; createdAt: Date }[];
  /** The hospital's e-prescription the order was placed from (issue 47), if any. */
  ePrescription: Awaited<ReturnType<typeof ePrescriptionOfOrder>>;
} & PaidPayment;

export async function getOrderDetail(db: Db, id: number): Promise<OrderDetail | null> {
  const order = await orderWithFacts(db, 'pharmacy', id);
  if (!order) return null;
  const [items, prescriptions, { payment, refund }, ePrescription] = await Promise.all([
    orderLines(db, 'pharmacy', id, {
      medicineId: lineMedicineId,
      name: medicines.name,
      schedule: medicines.schedule,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      stock: medicines.stock,
    }),
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
    paidPaymentOf(db, 'pharmacy', id),
    ePrescriptionOfOrder(db, id),
  ]);
  return { ...order, items, prescriptions, payment, refund, ePrescription };
}
