import 'server-only';
import { RequestCookies } from '@edge-runtime/cookies';
import { eq } from 'drizzle-orm';
import { downloadRoute } from '@/lib/api/download';
import { NotFoundError } from '@/lib/api/errors';
import { parseId, PRIVATE_NO_STORE, withErrors } from '@/lib/api/handler';
import { successAnswer } from '@/lib/api/success-answer';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { appointments } from '@/lib/db/schema';
import { openedRecord, type CookieJar } from '@/lib/self-service/guard';
import { cleanReference } from '@/lib/self-service/links';
import { privatePdfDownload } from '@/lib/accounts/private-pdf';
import { staffDownload } from '@/lib/staff/downloads';
import { servedFileResponse } from '@/lib/uploads/served-file';
import { prescriptionCarts } from './carts';
import { ePrescriptionOfOrder } from './orders';
import { renderPrescriptionPdf } from './pdf';
import {
  prescriptionDocument,
  prescriptionFileName,
  prescriptionOfAppointment,
  type PrescriptionRow,
} from './reads';

/**
 * The e-prescription of appointment `reference`, for whoever may open that booking: the account
 * that owns it, or the holder of its one-time code's access cookie (the self-service guard
 * decides both, lib/self-service/guard.ts). Anything else, and a booking with no e-prescription,
 * is the same null (404).
 */
export async function openedPrescription(
  db: Db,
  jar: CookieJar,
  requested: string,
  now = new Date(),
): Promise<PrescriptionRow | null> {
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
  return prescriptionOfAppointment(db, opened.id);
}

/** The PDF of the e-prescription the request may open (openedPrescription), or null. */
export async function patientPrescriptionPdf(
  db: Db,
  jar: CookieJar,
  requested: string,
  now = new Date(),
): Promise<{ fileName: string; bytes: Buffer } | null> {
  const prescription = await openedPrescription(db, jar, requested, now);
  const doc = prescription ? await prescriptionDocument(db, prescription.id) : null;
  if (!doc) return null;
  return {
    fileName: prescriptionFileName(doc.appointmentReference),
    bytes: await renderPrescriptionPdf(doc),
  };
}

const requestedReference = (request: Request) =>
  new URL(request.url).searchParams.get('reference') ?? '';

/** GET …/e-prescription?reference=SMH-…: the PDF as a private download, never kept. */
export const patientPrescriptionRoute = downloadRoute<unknown>(async (request) => {
  const file = await patientPrescriptionPdf(
    await getDb(),
    new RequestCookies(request.headers),
    requestedReference(request),
  );
  return file && privatePdfDownload(file);
});

/**
 * GET …/e-prescription/carts?reference=SMH-…: its medicines and tests as cart lines
 * (./carts.ts), for the same people as the PDF. Writes nothing; the carts are the browser's.
 */
export const patientPrescriptionCartsRoute = withErrors(async (request: Request) => {
  const db = await getDb();
  const prescription = await openedPrescription(
    db,
    new RequestCookies(request.headers),
    requestedReference(request),
  );
  if (!prescription) throw new NotFoundError('Not found');
  return Response.json(successAnswer(await prescriptionCarts(db, prescription)), {
    headers: PRIVATE_NO_STORE,
  });
});

/**
 * GET /staff/orders/{id}/e-prescription: the PDF of the e-prescription a pharmacy order was
 * placed from, for staff who may read prescriptions; every opening audited (lib/staff/downloads).
 */
export const orderPrescriptionRoute = staffDownload<{ id: string }>(
  'prescriptions',
  async (db, { id }) => {
    const orderId = parseId(id);
    if (orderId === null) return null;
    const attached = await ePrescriptionOfOrder(db, orderId);
    const doc = attached ? await prescriptionDocument(db, attached.id) : null;
    if (!doc) return null;
    const bytes = new Uint8Array(await renderPrescriptionPdf(doc));
    return {
      audit: {
        action: 'e_prescription.view',
        entity: 'pharmacy_order',
        entityId: orderId,
        changes: { e_prescription: { before: null, after: doc.id } },
      },
      send: () =>
        servedFileResponse(bytes, {
          contentType: 'application/pdf',
          size: bytes.length,
          disposition: 'inline',
          fileName: prescriptionFileName(doc.appointmentReference),
          cacheControl: 'private, no-store',
        }),
    };
  },
);
