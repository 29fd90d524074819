import 'server-only';
import { eq } from 'drizzle-orm';
import { mixed } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { labReports } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { transition } from '@/lib/orders/transition';
import type { StaffActor } from '@/lib/staff/sessions';
import { getStorage } from '@/lib/storage';
import type { UploadedFile } from '@/lib/uploads/content-image';
import { PDF_ACTIVE_CONTENT, preparePdf } from '@/lib/uploads/pdf-content';
import { LAB_REPORT_MAX_BYTES, refusedStep, REPORT_MESSAGES } from './order-steps';

/**
 * Storing a lab order's report (issue 17): a PDF of at most 10 MB, judged by its bytes and stored
 * as the one PDF rule rewrote it (lib/uploads/pdf-content.ts: patients open it), kept outside public/ under a generated key (lib/storage.ts) and reachable only through the
 * code-guarded patient page and the console's role-checked route. The row, the order's new
 * status, the patient's message and the audit entry are one transaction; a replaced report's
 * file is removed only once that has committed, and a new file whose save fails is removed again.
 */

/** The folder of lib/storage.ts that holds lab reports. */
export const LAB_REPORT_FOLDER = 'lab-reports';

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).size === 'number' &&
  typeof (value as UploadedFile).arrayBuffer === 'function';

/** The schema of the report field: a file (not text posted under its name), within the size. */
export function reportFileField() {
  return mixed<UploadedFile>()
    .test('report-file', REPORT_MESSAGES.required, isFile)
    .test(
      'report-size',
      REPORT_MESSAGES.tooBig,
      (file) => !file || file.size <= LAB_REPORT_MAX_BYTES,
    )
    .required(REPORT_MESSAGES.required);
}

/** Stores `file` as the report of order `orderId`; answers whether it replaced an earlier one. */
export async function storeLabReport(
  db: Db,
  actor: StaffActor,
  orderId: number,
  file: UploadedFile,
): Promise<{ replaced: boolean }> {
  const upload = new Uint8Array(await file.arrayBuffer());
  if (upload.byteLength > LAB_REPORT_MAX_BYTES) {
    throw new InvalidInputError({ file: REPORT_MESSAGES.tooBig });
  }
  const pdf = await preparePdf(upload);
  if (!pdf.ok) {
    throw new InvalidInputError({
      file: pdf.problem === 'active_content' ? PDF_ACTIVE_CONTENT : REPORT_MESSAGES.notPdf,
    });
  }
  const bytes = pdf.bytes;
  const storage = getStorage();
  const key = await storage.put(LAB_REPORT_FOLDER, bytes, 'pdf');
  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      // Locked: two uploads for one order are applied one after the other, and the second
      // replaces (and removes) the first's file rather than leaving it unnamed on disk.
      const now = new Date();
      const report = { fileKey: key, sizeBytes: bytes.byteLength, uploadedBy: actor.id };
      const { effect: previous } = await transition(tx, {
        kind: 'lab',
        id: orderId,
        action: 'report',
        staffId: actor.id,
        refused: (status) => ({ file: refusedStep(status) }),
        effects: async (tx) => {
          const [previous] = await tx
            .select({
              fileKey: labReports.fileKey,
              sizeBytes: labReports.sizeBytes,
              uploadedAt: labReports.uploadedAt,
            })
            .from(labReports)
            .where(eq(labReports.orderId, orderId));
          await tx
            .insert(labReports)
            .values({ orderId, ...report, uploadedAt: now })
            .onConflictDoUpdate({
              target: labReports.orderId,
              set: { ...report, uploadedAt: now },
            });
          return previous;
        },
        audit: (previous) => ({
          verb: previous ? 'report_replace' : 'report_upload',
          before: {
            reportBytes: previous?.sizeBytes ?? null,
            reportUploadedAt: previous?.uploadedAt ?? null,
          },
          after: { reportBytes: bytes.byteLength, reportUploadedAt: now },
        }),
      });
      return previous?.fileKey ?? null;
    });
  } catch (error) {
    await storage.remove(key).catch(() => {});
    throw error;
  }
  if (previousKey) {
    // The new report is stored and named; an old file left behind is only disk space.
    await storage.remove(previousKey).catch((error: unknown) => {
      logger.warn({ err: safeError(error) }, 'replaced lab report file not removed');
    });
  }
  return { replaced: previousKey !== null };
}
