import { getDb } from '@/lib/db';
import { recordAudit } from '@/lib/staff/audit';
import { getStaff } from '@/lib/staff/current';
import { csvLines } from '@/lib/staff/csv';
import { EXPORT_MAX_ROWS, EXPORTS } from '@/lib/staff/exports';
import { mayUse } from '@/lib/staff/roles';

function loggedFilters(query: URLSearchParams): Record<string, string> {
  const filters = Object.fromEntries([...query].filter(([key]) => key !== 'q' && key !== 'cursor'));
  return query.get('q') ? { ...filters, search: 'yes' } : filters;
}

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * GET /staff/export/{list}?<the list's filters>: the filtered list as a CSV download, for the
 * roles that may open the list; the export itself is written to the audit log (personal data
 * leaving the console).
 */
export async function GET(request: Request, { params }: { params: Promise<{ list: string }> }) {
  const staff = await getStaff();
  if (!staff) return new Response('Please sign in', { status: 401, headers: PLAIN });
  const { list } = await params;
  const spec = Object.hasOwn(EXPORTS, list) ? EXPORTS[list] : undefined;
  if (!spec) return new Response('Not found', { status: 404, headers: PLAIN });
  if (!mayUse(staff.role, spec.area))
    return new Response('Forbidden', { status: 403, headers: PLAIN });
  const query = new URL(request.url).searchParams;
  const db = await getDb();
  await recordAudit(db, {
    staffId: staff.id,
    action: 'export.csv',
    entity: list,
    // The filters, but not the search text: it may be a patient's name or phone number.
    changes: { filters: { before: null, after: loggedFilters(query) } },
  });
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let sent = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark, so spreadsheet programs read the file as UTF-8 (names in any script).
        controller.enqueue(encoder.encode('\uFEFF' + csvLines([spec.headers])));
        return;
      }
      const page = await spec.page(db, query, cursor);
      const rows = page.rows.slice(0, EXPORT_MAX_ROWS - sent);
      if (rows.length > 0) controller.enqueue(encoder.encode(csvLines(rows)));
      sent += rows.length;
      cursor = page.next ?? undefined;
      if (!page.next || sent >= EXPORT_MAX_ROWS) controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${list}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
