import 'server-only';
import { RequestCookies } from '@edge-runtime/cookies';
import { ServiceError } from '@/lib/api/errors';
import { downloadRoute } from '@/lib/api/download';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { findLabReport, labReportResponse, openLabReport } from '@/lib/lab/report-file';
import {
  openOrderPrescription,
  ownedPrescriptionOrder,
  prescriptionResponse,
} from '@/lib/pharmacy/prescription-file';
import { findOwnedLabOrder } from '@/lib/self-service/lab-order';
import { cleanReference } from '@/lib/self-service/links';
import { parseWholeNumber } from '@/lib/validation/whole-number';
import { MAX_ID } from '@/lib/validation/fields';
import { ACCOUNT_COOKIE } from './current';
import { readSession } from './sessions';

/**
 * The one guard of a signed-in patient's downloads (issue 46), beside the console's
 * (lib/staff/downloads.ts) over the same route wrapper (lib/api/download.ts): signed in (401),
 * then the file found among the account's own records, else 404, the same answer for another
 * account's file as for one that does not exist, so an id or reference tells nothing of others.
 */
export function accountDownload<P>(
  open: (db: Db, accountId: number, params: P) => Promise<Response | null>,
) {
  return downloadRoute<P>(async (request, params) => {
    const db = await getDb();
    const token = new RequestCookies(request.headers).get(ACCOUNT_COOKIE)?.value;
    const account = await readSession(db, token);
    if (!account) throw new ServiceError(401, 'Please sign in', 'sign_in_required');
    return open(db, account.id, params);
  });
}

/** The report of the account's lab order `reference`, shown in the browser. */
export async function ownLabReport(db: Db, accountId: number, reference: string) {
  const clean = cleanReference(reference, 'SLB');
  const orderId = clean ? await findOwnedLabOrder(db, clean, accountId) : null;
  const found = orderId ? await findLabReport(db, orderId) : null;
  const report = found ? await openLabReport(found) : null;
  return report ? labReportResponse(report, 'inline') : null;
}

/** Prescription `fileId` of one of the account's pharmacy orders, shown in the browser. */
export async function ownPrescription(db: Db, accountId: number, fileId: string) {
  const id = parseWholeNumber(fileId, 1, MAX_ID);
  const orderId = id ? await ownedPrescriptionOrder(db, accountId, id) : null;
  const file = orderId ? await openOrderPrescription(db, orderId, id) : null;
  return file ? prescriptionResponse(file) : null;
}
