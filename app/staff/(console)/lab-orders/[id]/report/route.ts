import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { findLabReport, labReportResponse, openLabReport } from '@/lib/lab/report-file';
import { recordAudit } from '@/lib/staff/audit';
import { getStaff } from '@/lib/staff/current';
import { mayUse } from '@/lib/staff/roles';

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * A lab order's report, for the roles with the lab orders area (issue 17), as a download; every
 * download is written to the audit log first, as for prescriptions and resumes.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await getStaff();
  if (!staff) return new Response('Please sign in', { status: 401, headers: PLAIN });
  if (!mayUse(staff.role, 'lab_orders')) {
    return new Response('Forbidden', { status: 403, headers: PLAIN });
  }
  const id = parseId((await params).id);
  const db = await getDb();
  const found = id ? await findLabReport(db, id) : null;
  if (!id || !found?.fileKey) return new Response('Not found', { status: 404, headers: PLAIN });
  await recordAudit(db, {
    staffId: staff.id,
    action: 'lab_order.report_download',
    entity: 'lab_order',
    entityId: id,
  });
  const report = await openLabReport(found);
  if (!report) return new Response('Not found', { status: 404, headers: PLAIN });
  return labReportResponse(report, 'attachment');
}
