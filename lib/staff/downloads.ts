import 'server-only';
import { ServiceError } from '@/lib/api/errors';
import { downloadRoute } from '@/lib/api/download';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { recordAudit, type AuditEntry } from './audit';
import { getStaff } from './current';
import { mayUse, type StaffArea } from './roles';

/** What a download found: how the audit log records its opening, and the answer to send. */
export type StaffFile = {
  audit: Omit<AuditEntry, 'staffId'>;
  send: () => Response;
};

/**
 * The one guard of the console's downloads (a prescription, a resume, a lab report, an outbox
 * message, a CSV export): signed in (401), allowed the area (403), the thing found (404), and
 * the opening written to the audit log before a byte is sent. `area` may depend on the address
 * (an export's list), undefined when it names nothing (404). Refusals are the API's one error
 * shape (lib/api/download.ts).
 */
export function staffDownload<P>(
  area: StaffArea | ((params: P) => StaffArea | undefined),
  open: (db: Db, params: P, request: Request) => Promise<StaffFile | null>,
) {
  return downloadRoute<P>(async (request, params) => {
    const staff = await getStaff();
    if (!staff) throw new ServiceError(401, 'Please sign in', 'sign_in_required');
    const needed = typeof area === 'function' ? area(params) : area;
    if (!needed) return null;
    if (!mayUse(staff.role, needed)) throw new ServiceError(403, 'Forbidden', 'forbidden');
    const db = await getDb();
    const file = await open(db, params, request);
    if (!file) return null;
    await recordAudit(db, { staffId: staff.id, ...file.audit });
    return file.send();
  });
}
