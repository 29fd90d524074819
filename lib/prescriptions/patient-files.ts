import 'server-only';
import { RequestCookies } from '@edge-runtime/cookies';
import { eq } from 'drizzle-orm';
import { downloadRoute } from '@/lib/api/download';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { appointments } from '@/lib/db/schema';
import { openedRecord, type CookieJar } from '@/lib/self-service/guard';
import { cleanReference } from '@/lib/self-service/links';
import { servedFileResponse } from '@/lib/uploads/served-file';
import { renderPrescriptionPdf } from './pdf';
import { prescriptionDocument, prescriptionFileName, prescriptionOfAppointment } from './reads';

/**
 * The PDF of the e-prescription of appointment `reference`, for whoever may open that booking:
 * the account that owns it, or the holder of its one-time code's access cookie (the self-service
 * guard decides both, lib/self-service/guard.ts). Anything else, and a booking with no
 * e-prescription, is the same null (404).
 */
export async function patientPrescriptionPdf(
  db: Db,
  jar: CookieJar,
  requested: string,
  now = new Date(),
): Promise<{ fileName: string; bytes: Buffer } | null> {
  const reference = cleanReference(requested, 'SMH');
  if (!reference) return null;
  const opened = await openedRecord(db, 'appointment', jar, reference, now);
  if (!opened) return null;
  // The access cookie opens one booking whatever the address names: it must be this one.
  const [row] = await db
    .select({ reference: appointments.reference })
    .from(appointments)
    .where(eq(appointments.id, opened.id));
  if (row?.reference !== reference) return null;
  const prescription = await prescriptionOfAppointment(db, opened.id);
  const doc = prescription ? await prescriptionDocument(db, prescription.id) : null;
  if (!doc) return null;
  return { fileName: prescriptionFileName(reference), bytes: await renderPrescriptionPdf(doc) };
}

/** GET …/e-prescription?reference=SMH-…: the PDF as a private download, never kept. */
export const patientPrescriptionRoute = downloadRoute<unknown>(async (request) => {
  const reference = new URL(request.url).searchParams.get('reference') ?? '';
  const file = await patientPrescriptionPdf(
    await getDb(),
    new RequestCookies(request.headers),
    reference,
  );
  if (!file) return null;
  return servedFileResponse(new Uint8Array(file.bytes), {
    contentType: 'application/pdf',
    size: file.bytes.length,
    disposition: 'attachment',
    fileName: file.fileName,
    cacheControl: 'private, no-store',
  });
});
