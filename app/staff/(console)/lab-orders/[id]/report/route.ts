import { parseId } from '@/lib/api/handler';
import { findLabReport, labReportResponse, openLabReport } from '@/lib/lab/report-file';
import { staffDownload } from '@/lib/staff/downloads';

/**
 * GET /staff/lab-orders/{id}/report – a lab order's report, for the roles with the lab orders
 * area (issue 17), as a download; every download is written to the audit log first, as for
 * prescriptions and resumes.
 */
export const GET = staffDownload<{ id: string }>('lab_orders', async (db, params) => {
  const id = parseId(params.id);
  const found = id ? await findLabReport(db, id) : null;
  const report = found ? await openLabReport(found) : null;
  if (!id || !report) return null;
  return {
    audit: { action: 'lab_order.report_download', entity: 'lab_order', entityId: id },
    send: () => labReportResponse(report, 'attachment'),
  };
});
