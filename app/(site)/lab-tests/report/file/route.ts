// GET /lab-tests/report/file?reference=SLB-… – the patient's lab report, behind the page's code
import type { NextRequest } from 'next/server';
import { NotFoundError, ServiceError } from '@/lib/api/errors';
import { withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { findLabReport, labReportResponse, openLabReport } from '@/lib/lab/report-file';
import { recordForToken } from '@/lib/self-service/access';
import { SELF_SERVICE } from '@/lib/self-service/guard';
import { cleanReference } from '@/lib/self-service/links';

const ACCESS_REQUIRED =
  'Open your booking on the lab report page with the code we send you, then download the report.';

/**
 * The report of the order this browser's access cookie opens (the cookie of /lab-tests/report,
 * whose path this route is under), and only when the address names that same order: a page left
 * open on one booking never downloads another's. No cookie, an expired one, or another order's
 * is 403; an order without a report is 404; both in the API's one error shape.
 */
export const GET = withErrors(async (request: NextRequest) => {
  const db = await getDb();
  const token = request.cookies.get(SELF_SERVICE.lab_order.cookie)?.value;
  const orderId = await recordForToken(db, 'lab_order', token);
  const found = orderId ? await findLabReport(db, orderId) : null;
  const reference = cleanReference(request.nextUrl.searchParams.get('reference'), 'SLB');
  if (!found || found.reference !== reference) {
    throw new ServiceError(403, ACCESS_REQUIRED, 'access_required');
  }
  const report = await openLabReport(found);
  if (!report) throw new NotFoundError('This booking has no report yet.');
  return labReportResponse(report, 'inline');
});
