import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { refundOfPayment, type RefundRow } from '@/lib/checkout/refunds';
import type { Db } from '@/lib/db/open';
import {
  labOrderItems,
  labOrderPatients,
  labOrders,
  labReports,
  labTests,
  payments,
  staffUsers,
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
import { LAB_ORDER_STATUSES, type LabOrderStatus } from './booking-rules';
import { LAB_STATUSES_TO_ACT } from './order-steps';

/**
 * The lab's view of orders (issue 17): the list newest first, searched by reference, name or
 * phone, filtered by status and paged by keyset; one order with its patients, tests, payment and
 * report.
 */

export function isLabOrderStatus(value: unknown): value is LabOrderStatus {
  return typeof value === 'string' && (LAB_ORDER_STATUSES as readonly string[]).includes(value);
}

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
  const t = labOrders;
  const where: (SQL | undefined)[] = [];
  if (filters.status) where.push(eq(t.status, filters.status));
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
  const cursor = decodeCursor(filters.cursor);
  const columns = {
    id: t.id,
    reference: t.reference,
    name: t.name,
    phone: t.phone,
    pincode: t.pincode,
    collectionDate: t.collectionDate,
    collectionMinute: t.collectionMinute,
    status: t.status,
    totalPaise: t.totalPaise,
    createdAt: t.createdAt,
  };
  if (filters.date) {
    // A day's round: by window, then as booked; the cursor is the last row's window and id.
    where.push(eq(t.collectionDate, filters.date));
    if (cursor) {
      // A cursor from the address is anyone's text: a minute past the day's end is the day's end
      // (the column is a smallint; a larger number would be a database error, not a page).
      const minute = Math.min(Number(cursor.micros), MINUTES_IN_DAY);
      where.push(sql`(${t.collectionMinute}, ${t.id}) > (${minute}, ${cursor.id})`);
    }
    const rows = await db
      .select({ ...columns, cursorKey: sql<string>`${t.collectionMinute}::text` })
      .from(t)
      .where(and(...where))
      .orderBy(asc(t.collectionMinute), asc(t.id))
      .limit(size + 1);
    return toPage(rows, size);
  }
  where.push(beyondCursor(t.createdAt, t.id, cursor, 'desc'));
  const rows = await db
    .select({ ...columns, cursorKey: cursorKey(t.createdAt) })
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(size + 1);
  return toPage(rows, size);
}

/** How many orders wait on the lab, by what they wait for. */
export async function countLabOrdersToAct(
  db: Db,
): Promise<{ toCollect: number; toReport: number }> {
  const rows = await db
    .select({ status: labOrders.status, n: count() })
    .from(labOrders)
    .where(inArray(labOrders.status, [...LAB_STATUSES_TO_ACT]))
    .groupBy(labOrders.status);
  const of = (status: LabOrderStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { toCollect: of('booked'), toReport: of('collected') };
}

export type LabOrderDetail = typeof labOrders.$inferSelect & {
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
  payment: { provider: string; providerPaymentId: string | null; amountPaise: number } | null;
  report: { sizeBytes: number; uploadedAt: Date; uploadedBy: string | null } | null;
  /** The refund of a cancelled order's payment. */
  refund: RefundRow | null;
};

export async function getLabOrderDetail(db: Db, id: number): Promise<LabOrderDetail | null> {
  const [order] = await db.select().from(labOrders).where(eq(labOrders.id, id)).limit(1);
  if (!order) return null;
  const [patients, items, [payment], [report]] = await Promise.all([
    db
      .select({
        id: labOrderPatients.id,
        name: labOrderPatients.name,
        age: labOrderPatients.age,
        gender: labOrderPatients.gender,
      })
      .from(labOrderPatients)
      .where(eq(labOrderPatients.orderId, id))
      .orderBy(asc(labOrderPatients.id)),
    db
      .select({
        labTestId: labOrderItems.labTestId,
        name: labTests.name,
        quantity: labOrderItems.quantity,
        unitPricePaise: labOrderItems.unitPricePaise,
        sampleTypes: labTests.sampleTypes,
        fastingHours: labTests.fastingHours,
      })
      .from(labOrderItems)
      .innerJoin(labTests, eq(labTests.id, labOrderItems.labTestId))
      .where(eq(labOrderItems.orderId, id))
      .orderBy(asc(labTests.name)),
    db
      .select({
        provider: payments.provider,
        providerPaymentId: payments.providerPaymentId,
        amountPaise: payments.amountPaise,
      })
      .from(payments)
      .where(and(eq(payments.labOrderId, id), eq(payments.status, 'paid')))
      .orderBy(asc(payments.id))
      .limit(1),
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
  const refund = await refundOfPayment(db, payment?.providerPaymentId);
  return { ...order, patients, items, payment: payment ?? null, report: report ?? null, refund };
}
