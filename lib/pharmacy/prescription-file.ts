import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { orders, prescriptionFiles } from '@/lib/db/schema';
import { getStorage } from '@/lib/storage';
import { servedFileResponse } from '@/lib/uploads/served-file';
import { rowsForIds } from '@/lib/db/for-ids';

/**
 * One prescription page of an order, for the console (issue 18): found by the order and the
 * file's number (never by a path or name from the request), streamed from lib/storage.ts. Inline,
 * since the pharmacist reads it in the browser; sandboxed (lib/uploads/served-file.ts).
 */
export type OrderPrescription = {
  id: number;
  orderId: number;
  stream: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
};

/** Prescription `fileId` of order `orderId` with its stored bytes, or null (none, or gone). */
export async function openOrderPrescription(
  db: Db,
  orderId: number | null,
  fileId: number | null,
): Promise<OrderPrescription | null> {
  if (!orderId || !fileId) return null;
  const [file] = await db
    .select()
    .from(prescriptionFiles)
    .where(and(eq(prescriptionFiles.id, fileId), eq(prescriptionFiles.pharmacyOrderId, orderId)))
    .limit(1);
  const stored = file ? await getStorage().open(file.storageKey) : null;
  if (!file || !stored) return null;
  return { id: file.id, orderId, contentType: file.contentType, ...stored };
}

/** The prescriptions uploaded with pharmacy orders `ids`, by order, in the order uploaded. */
export async function prescriptionsOfOrders(db: Db, ids: readonly number[]) {
  const rows = await rowsForIds(ids, (list) =>
    db
      .select({
        id: prescriptionFiles.id,
        orderId: prescriptionFiles.pharmacyOrderId,
        contentType: prescriptionFiles.contentType,
        uploadedAt: prescriptionFiles.createdAt,
      })
      .from(prescriptionFiles)
      .where(inArray(prescriptionFiles.pharmacyOrderId, list))
      .orderBy(asc(prescriptionFiles.id)),
  );
  const byOrder = new Map<number, { id: number; contentType: string; uploadedAt: Date }[]>();
  for (const { orderId, ...file } of rows) {
    if (orderId) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), file]);
  }
  return byOrder;
}

/**
 * The order of prescription `fileId` when account `accountId` owns that order (issue 46), else
 * null: the patient's own download (lib/accounts/downloads.ts) opens nothing else.
 */
export async function ownedPrescriptionOrder(
  db: Db,
  accountId: number,
  fileId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(prescriptionFiles)
    .innerJoin(orders, eq(orders.id, prescriptionFiles.pharmacyOrderId))
    .where(and(eq(prescriptionFiles.id, fileId), eq(orders.accountId, accountId)))
    .limit(1);
  return row?.orderId ?? null;
}

export function prescriptionResponse(file: OrderPrescription): Response {
  const extension = file.contentType === 'application/pdf' ? 'pdf' : file.contentType.split('/')[1];
  return servedFileResponse(file.stream, {
    contentType: file.contentType,
    size: file.size,
    disposition: 'inline',
    fileName: `prescription-${file.id}.${extension}`,
  });
}
