import { csvExport, exportNamed } from '@/lib/staff/csv-export';
import { staffDownload } from '@/lib/staff/downloads';

/**
 * GET /staff/export/{list}?<the list's filters> – the filtered list as a CSV download, for the
 * roles that may open the list; the export itself is written to the audit log.
 */
export const GET = staffDownload<{ list: string }>(
  ({ list }) => exportNamed(list)?.area,
  async (db, { list }, request) => csvExport(db, list, request),
);
