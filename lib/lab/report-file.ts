import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { labReports, orders } from '@/lib/db/schema';
import { orderOfKind } from '@/lib/orders/kinds';
import { getStorage } from '@/lib/storage';
import { servedFileResponse } from '@/lib/uploads/served-file';
import { rowsForIds } from '@/lib/db/for-ids';

/**
 * A lab report for the patient's page and the console alike: found by its order (never by a path
 * or name from the request), streamed from lib/storage.ts with the served-file headers
 * (lib/uploads/served-file.ts: sandboxed, never sniffed or kept by a cache). The patient reads it
 * in her browser (inline); the console downloads it.
 */

export type LabReportFile = {
  reference: string;
  stream: ReadableStream<Uint8Array>;
  size: number;
};

/** The order's reference, and its report's stored key when it has one; null for no order. */
export async function findLabReport(
  db: Db,
  orderId: number,
): Promise<{ reference: string; fileKey: string | null } | null> {
  const [row] = await db
    .select({ reference: orders.reference, fileKey: labReports.fileKey })
    .from(orders)
    .leftJoin(labReports, eq(labReports.orderId, orders.id))
    .where(orderOfKind('lab', orderId));
  return row ?? null;
}

/** The reports of lab orders `ids` (when and how big), by order: an account's timeline. */
export async function reportsOfOrders(db: Db, ids: readonly number[]) {
  const rows = await rowsForIds(ids, (list) =>
    db
      .select({
        orderId: labReports.orderId,
        sizeBytes: labReports.sizeBytes,
        uploadedAt: labReports.uploadedAt,
      })
      .from(labReports)
      .where(inArray(labReports.orderId, list)),
  );
  return new Map(rows.map(({ orderId, ...report }) => [orderId, report]));
}

/** The stored report of `found`, or null when there is none (or its file is gone). */
export async function openLabReport(found: {
  reference: string;
  fileKey: string | null;
}): Promise<LabReportFile | null> {
  const stored = found.fileKey ? await getStorage().open(found.fileKey) : null;
  return stored ? { reference: found.reference, ...stored } : null;
}

export function labReportResponse(
  report: LabReportFile,
  disposition: 'inline' | 'attachment',
): Response {
  return servedFileResponse(report.stream, {
    contentType: 'application/pdf',
    size: report.size,
    disposition,
    fileName: `${report.reference}.pdf`,
  });
}
