import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { labReports, labTests, orderItems } from '@/lib/db/schema';
import { orderLines, orderPatientsOf } from '@/lib/orders/lines';
import { orderRow } from '@/lib/orders/queue';
import { orderHolder, orderOwner } from '@/lib/orders/tracking';
import {
  GENDER_LABELS,
  LAB_STATUS_LABELS,
  windowLabel,
  type LabOrderStatus,
} from '@/lib/lab/booking-rules';
import { formatLongDate } from '@/lib/time/long-date';
import { LAB_REPORT_PATH } from './links';
import { maskAddress } from './mask';

/** A patient's own lab order on /lab-tests/report (issue 17), once the one-time code opened it. */

/**
 * The report's download (app/(site)/lab-tests/report/file): under the page's path, so the access
 * cookie scoped to it travels along; the reference says which order the page showed.
 */
export const labReportFileHref = (reference: string) =>
  `${LAB_REPORT_PATH}/file?reference=${encodeURIComponent(reference)}`;

export const findLabOrderHolder = orderHolder('lab');
export const findOwnedLabOrder = orderOwner('lab');

export type PatientLabOrder = {
  reference: string;
  status: LabOrderStatus;
  statusLabel: string;
  /** When the order reached its status (booking time until the first change). */
  statusSince: Date;
  /** '27 November 2026, 06:30 AM - 07:00 AM'. */
  collection: string;
  /** Partly masked (./mask.ts), with the pincode. */
  address: string;
  patients: { name: string; age: number; gender: string }[];
  tests: { name: string; quantity: number }[];
  totalPaise: number;
  report: { sizeBytes: number; uploadedAt: Date } | null;
};

export async function readPatientLabOrder(db: Db, id: number): Promise<PatientLabOrder | null> {
  const order = await orderRow(db, 'lab', id);
  if (!order?.collectionDate || order.collectionMinute === null) return null;
  const [patients, tests, [report]] = await Promise.all([
    orderPatientsOf(db, id),
    orderLines(db, 'lab', id, { name: labTests.name, quantity: orderItems.quantity }),
    db
      .select({ sizeBytes: labReports.sizeBytes, uploadedAt: labReports.uploadedAt })
      .from(labReports)
      .where(eq(labReports.orderId, id)),
  ]);
  return {
    reference: order.reference,
    status: order.status,
    statusLabel: LAB_STATUS_LABELS[order.status],
    statusSince: order.statusChangedAt ?? order.createdAt,
    collection: `${formatLongDate(order.collectionDate)}, ${windowLabel(order.collectionMinute)}`,
    address: `${maskAddress(order.address)}, ${order.pincode}`,
    patients: patients.map((p) => ({ name: p.name, age: p.age, gender: GENDER_LABELS[p.gender] })),
    tests,
    totalPaise: order.totalPaise,
    report: report ?? null,
  };
}
