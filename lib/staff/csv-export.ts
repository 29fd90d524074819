import 'server-only';
import type { Db } from '@/lib/db/open';
import { csvLines } from './csv';
import { EXPORT_MAX_ROWS, EXPORTS } from './exports';
import type { StaffFile } from './downloads';

/**
 * GET /staff/export/{list} as a download (lib/staff/downloads.ts): the filtered list streamed
 * as CSV, page by page, for the roles that may open the list; the export itself is audited
 * (personal data leaving the console), with its filters but not its search text.
 */

/** The export named `list`, or undefined for a name that is none. */
export const exportNamed = (list: string) =>
  Object.hasOwn(EXPORTS, list) ? EXPORTS[list] : undefined;

/** The filters, but not the search text: it may be a patient's name or phone number. */
function loggedFilters(query: URLSearchParams): Record<string, string> {
  const filters = Object.fromEntries([...query].filter(([key]) => key !== 'q' && key !== 'cursor'));
  return query.get('q') ? { ...filters, search: 'yes' } : filters;
}

/** List `list` filtered by the query string of `request`, or null for no such list. */
export function csvExport(db: Db, list: string, request: Request): StaffFile | null {
  const spec = exportNamed(list);
  if (!spec) return null;
  const query = new URL(request.url).searchParams;
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let sent = 0;
  let started = false;
  const body = () =>
    new ReadableStream<Uint8Array>({
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
  return {
    audit: {
      action: 'export.csv',
      entity: list,
      changes: { filters: { before: null, after: loggedFilters(query) } },
    },
    send: () =>
      new Response(body(), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${list}-${day}.csv"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Robots-Tag': 'noindex, nofollow',
        },
      }),
  };
}
