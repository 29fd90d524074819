import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { consentRecords, privacyRequests } from '@/lib/db/schema';
import { recordAudit } from '@/lib/staff/audit';
import { cursorKey, keysetPage, STAFF_PAGE_SIZE, type Page } from '@/lib/staff/paging';
import type { StaffActor } from '@/lib/staff/sessions';
import type { PrivacyRequestKind } from './privacy-requests';

/**
 * The admins' view of the privacy centre's requests (issue 46): exports, corrections, withdrawn
 * consents and erasures, newest first, and one request with the consent ledger of the same
 * phone hash. Only what the rows hold is shown (the kind, the outcome without personal data, a
 * short form of the hash, whether the account still exists); every view is audited before it is
 * read.
 */

const SELECTED = {
  id: privacyRequests.id,
  kind: privacyRequests.kind,
  status: privacyRequests.status,
  outcome: privacyRequests.outcome,
  accountId: privacyRequests.accountId,
  phoneHash: privacyRequests.phoneHash,
  createdAt: privacyRequests.createdAt,
};

export type PrivacyRequestRow = {
  id: number;
  kind: PrivacyRequestKind;
  status: 'done' | 'refused';
  outcome: string;
  accountId: number | null;
  phoneHash: string;
  createdAt: Date;
};

export async function listPrivacyRequests(
  db: Db,
  staff: StaffActor,
  filters: { kind?: PrivacyRequestKind; cursor?: string },
  size = STAFF_PAGE_SIZE,
): Promise<Page<PrivacyRequestRow>> {
  await recordAudit(db, {
    staffId: staff.id,
    action: 'privacy_request.list',
    entity: 'privacy_request',
    changes: filters.kind ? { kind: { before: null, after: filters.kind } } : {},
  });
  const query = db
    .select({ ...SELECTED, cursorKey: cursorKey(privacyRequests.createdAt) })
    .from(privacyRequests)
    .$dynamic();
  const where = [filters.kind ? eq(privacyRequests.kind, filters.kind) : undefined];
  const keyset = { at: privacyRequests.createdAt, id: privacyRequests.id };
  return keysetPage<PrivacyRequestRow>(query, keyset, where, filters.cursor, size);
}

/** One request, its details and the consent ledger of its phone hash; null when unknown. */
export async function getPrivacyRequest(db: Db, staff: StaffActor, id: number) {
  const [row] = await db
    .select({ ...SELECTED, details: privacyRequests.details })
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id));
  if (!row) return null;
  await recordAudit(db, {
    staffId: staff.id,
    action: 'privacy_request.view',
    entity: 'privacy_request',
    entityId: id,
  });
  const ledger = await db
    .select({
      id: consentRecords.id,
      purpose: consentRecords.purpose,
      granted: consentRecords.granted,
      noticeVersion: consentRecords.noticeVersion,
      at: consentRecords.at,
    })
    .from(consentRecords)
    .where(eq(consentRecords.phoneHash, row.phoneHash))
    .orderBy(asc(consentRecords.at), asc(consentRecords.id));
  return { ...row, ledger };
}
