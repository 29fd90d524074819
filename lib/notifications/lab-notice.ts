import 'server-only';
import { asc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { labTests, orderItems, orderPatients, orders } from '@/lib/db/schema';
import { orderOfKind } from '@/lib/orders/kinds';
import { orderRow } from '@/lib/orders/queue';
import { env } from '@/lib/env';
import { windowLabel } from '@/lib/lab/booking-rules';
import { labReportHref } from '@/lib/self-service/links';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { formatTime12h } from '@/lib/time/india';
import { formatLongDate } from '@/lib/time/long-date';
import { enqueue, tellAbout } from './outbox';
import { orderAddressee } from './message-layout';
import {
  labOrderBooked,
  labOrderCancelled,
  labReportReady,
  labSampleCollected,
  type LabOrderNotice,
} from './lab-messages';

/** What a lab order's messages say, read in the transaction that changes the order. */
export async function loadLabOrderNotice(
  tx: Db | Tx,
  orderId: number,
): Promise<LabOrderNotice | null> {
  const order = await orderRow(tx, 'lab', orderId);
  if (!order?.collectionDate || order.collectionMinute === null) return null;
  const { collectionDate, collectionMinute } = order;
  const lines = await tx
    .select({ name: labTests.name, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(labTests, eq(labTests.id, orderItems.labTestId))
    .where(eq(orderItems.orderId, orderId));
  const [fasting] = await tx
    .select({ hours: max(labTests.fastingHours) })
    .from(orderItems)
    .innerJoin(labTests, eq(labTests.id, orderItems.labTestId))
    .where(eq(orderItems.orderId, orderId));
  const patients = await tx
    .select({ name: orderPatients.name })
    .from(orderPatients)
    .where(eq(orderPatients.orderId, orderId))
    .orderBy(asc(orderPatients.id));
  const day = formatLongDate(collectionDate);
  return {
    ...orderAddressee(order),
    window: `${day}, ${windowLabel(collectionMinute)}`,
    windowShort: `${collectionDate.slice(8)}/${collectionDate.slice(5, 7)} ${formatTime12h(collectionMinute)}`,
    lines,
    patients: patients.map((p) => p.name),
    fastingHours: Number(fasting?.hours ?? 0),
    reportUrl: `${env.siteUrl}${labReportHref(order.reference)}`,
  };
}

export async function noticeLabOrderBooked(tx: Tx, orderId: number) {
  await tellAbout(tx, { type: 'lab_order', id: orderId }, loadLabOrderNotice, labOrderBooked);
}

/**
 * The samples are taken: queued in the transaction that marks the order collected, with the time
 * the report is expected by (`collectedAt` plus the longest report time of its tests).
 */
export async function noticeLabSampleCollected(tx: Tx, orderId: number, collectedAt: Date) {
  const [order] = await tx
    .select({ reference: orders.reference, phone: orders.phone })
    .from(orders)
    .where(orderOfKind('lab', orderId));
  const [longest] = await tx
    .select({ hours: max(labTests.reportHours) })
    .from(orderItems)
    .innerJoin(labTests, eq(labTests.id, orderItems.labTestId))
    .where(eq(orderItems.orderId, orderId));
  if (!order) return;
  const reportBy = new Date(collectedAt.getTime() + Number(longest?.hours ?? 0) * 3_600_000);
  await enqueue(
    tx,
    { type: 'lab_order', id: orderId },
    labSampleCollected(order, formatIndiaDateTime(reportBy)),
  );
}

/** The report is ready: queued in the transaction that stores it (lib/lab/report-upload.ts). */
export async function noticeLabReportReady(tx: Tx, orderId: number) {
  await tellAbout(tx, { type: 'lab_order', id: orderId }, loadLabOrderNotice, labReportReady);
}

/** The lab cancelled the order: queued in the transaction that cancels it and records the refund. */
export async function noticeLabOrderCancelled(
  tx: Tx,
  orderId: number,
  refundedPaise: number,
  reason: string,
) {
  await tellAbout(tx, { type: 'lab_order', id: orderId }, loadLabOrderNotice, (notice) =>
    labOrderCancelled(notice, refundedPaise, reason),
  );
}
