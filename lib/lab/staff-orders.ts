import { and, asc, eq, sql } from 'drizzle-orm';
import { oneOfGuard } from '@/lib/closed-list';
import type { Db } from '@/lib/db/open';
import { labReports, labTests, orderItems, orders, staffUsers } from '@/lib/db/schema';
import { collectionColumns, lineLabTestId } from '@/lib/orders/kinds';
import { orderLines, orderPatientsOf } from '@/lib/orders/lines';
import {
  countByStatus,
  pageByPlacement,
  listColumns,
  orderWithFacts,
  paidPaymentOf,
  queueFilters,
  type OrderWithFacts,
  type PaidPayment,
} from '@/lib/orders/queue';
import { decodeCursor, STAFF_PAGE_SIZE, toPage, type Page } from '@/lib/staff/paging';
import { LAB_ORDER_STATUSES, type LabOrderStatus } from './booking-rules';
import { LAB_STATUSES_TO_ACT } from './order-steps';

/**
 * The lab's view of orders (issue 17): the list newest first, searched by reference, name or
 * phone, filtered by status and paged by keyset; one order with its patients, tests, payment and
 * report.
 */

export const isLabOrderStatus = oneOfGuard(LAB_ORDER_STATUSES);

const MINUTES_IN_DAY = 24 * 60;

export type LabOrderFilters = {
  status?: LabOrderStatus;
  q?: string;
  /** A collection day (India, yyyy-mm-dd): that day's visits in the order of their windows. */
  date?: string;
  cursor?: string;
};

export type LabOrderListRow = {
  id: number;
  reference: string;
  name: string;
  phone: string;
  pincode: string;
  collectionDate: string;
  collectionMinute: number;
  status: LabOrderStatus;
  totalPaise: number;
  createdAt: Date;
};

export async function listLabOrders(
  db: Db,
  filters: LabOrderFilters,
  size = STAFF_PAGE_SIZE,
): Promise<Page<LabOrderListRow>> {
  const statuses = filters.status ? [filters.status] : undefined;
  const where = queueFilters('lab', { statuses, q: filters.q });
  const columns = { ...listColumns('lab'), ...collectionColumns };
  if (!filters.date) return pageByPlacement(db, columns, where, filters.cursor, 'desc', size);
  // A day's round: by window, then as booked; the cursor is the last row's window and id.
  where.push(eq(orders.collectionDate, filters.date));
  const cursor = decodeCursor(filters.cursor);
  if (cursor) {
    // A cursor from the address is anyone's text: a minute past the day's end is the day's end
    // (the column is a smallint; a larger number would be a database error, not a page).
    const minute = Math.min(Number(cursor.micros), MINUTES_IN_DAY);
    where.push(sql`(${orders.collectionMinute}, ${orders.id}) > (${minute}, ${cursor.id})`);
  }
  const rows = await db
    .select({ ...columns, cursorKey: sql<string>`${orders.collectionMinute}::text` })
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.collectionMinute), asc(orders.id))
    .limit(size + 1);
  return toPage(rows, size);
}

/** How many orders wait on the lab, by what they wait for. */
export async function countLabOrdersToAct(
  db: Db,
): Promise<{ toCollect: number; toReport: number }> {
  const of = await countByStatus(db, 'lab', LAB_STATUSES_TO_ACT);
  return { toCollect: of('booked'), toReport: of('collected') };
}

export type LabOrderDetail = OrderWithFacts<'lab'> & {
  patients: { id: number; name: string; age: number; gender: 'female' | 'male' | 'other' }[];
  /** With what the phlebotomist must know: the samples to take and the fasting asked for. */
  items: {
    labTestId: number;
    name: string;
    quantity: number;
    unitPricePaise: number;
    sampleTypes: string[];
    fastingHours: number;
  }[];
  report: { sizeBytes: number; uploadedAt: Date; uploadedBy: string | null } | null;
} & PaidPayment;

export async function getLabOrderDetail(db: Db, id: number): Promise<LabOrderDetail | null> {
  const order = await orderWithFacts(db, 'lab', id);
  if (!order) return null;
  const [patients, items, { payment, refund }, [report]] = await Promise.all([
    orderPatientsOf(db, id),
    orderLines(db, 'lab', id, {
      labTestId: lineLabTestId,
      name: labTests.name,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      sampleTypes: labTests.sampleTypes,
      fastingHours: labTests.fastingHours,
    }),
    paidPaymentOf(db, 'lab', id),
    db
      .select({
        sizeBytes: labReports.sizeBytes,
        uploadedAt: labReports.uploadedAt,
        uploadedBy: staffUsers.name,
      })
      .from(labReports)
      .leftJoin(staffUsers, eq(staffUsers.id, labReports.uploadedBy))
      .where(eq(labReports.orderId, id)),
  ]);
  return { ...order, patients, items, payment, report: report ?? null, refund };
}
