import 'server-only';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { accountPatients, accounts } from '@/lib/db/schema';
import { recordAudit } from '@/lib/staff/audit';
import {
  cursorKey,
  keysetPage,
  likePattern,
  phonePattern,
  STAFF_PAGE_SIZE,
  type Page,
} from '@/lib/staff/paging';
import { readTimeline, type TimelineGroup } from './timeline';

/**
 * The console's view of patients' accounts (issue 46), for the roles that serve them (the front
 * desk, the pharmacist, the lab: lib/staff/roles.ts 'patients'): accounts found by phone or a
 * name in the family, newest first; one account's timeline, each opening written to the audit
 * log before anything of it is shown.
 */

const rowColumns = {
  id: accounts.id,
  phone: accounts.phone,
  email: accounts.email,
  /** The holder's name (the account's one 'self' patient). */
  name: sql<string>`coalesce(${accountPatients.name}, '')`,
  createdAt: accounts.createdAt,
};

/** Accounts with their holder, whose name the lists show. */
const withHolder = and(
  eq(accountPatients.accountId, accounts.id),
  eq(accountPatients.relationship, 'self'),
);

export type PatientAccountRow = {
  id: number;
  phone: string;
  email: string;
  name: string;
  createdAt: Date;
};

/** Accounts whose phone, or the name of anyone in whose family, matches `q`; newest first. */
export async function searchPatientAccounts(
  db: Db,
  filters: { q: string; cursor?: string },
  size = STAFF_PAGE_SIZE,
): Promise<Page<PatientAccountRow>> {
  const query = db
    .select({ ...rowColumns, cursorKey: cursorKey(accounts.createdAt) })
    .from(accounts)
    .leftJoin(accountPatients, withHolder)
    .$dynamic();
  const named = db
    .select({ id: accountPatients.accountId })
    .from(accountPatients)
    .where(ilike(accountPatients.name, likePattern(filters.q)));
  const where = filters.q
    ? [or(ilike(accounts.phone, phonePattern(filters.q)), inArray(accounts.id, named))]
    : [];
  return keysetPage(
    query,
    { at: accounts.createdAt, id: accounts.id },
    where,
    filters.cursor,
    size,
  );
}

export type StaffAccountView = { account: PatientAccountRow; groups: TimelineGroup[] };

/**
 * Account `accountId` and its timeline as staff member `staffId` opens it; the opening is in the
 * audit log ('patient_account.view') before it is returned. Null (and nothing logged) when there
 * is no such account.
 */
export async function viewPatientAccount(
  db: Db,
  staffId: number,
  accountId: number,
  now = new Date(),
): Promise<StaffAccountView | null> {
  const [account] = await db
    .select(rowColumns)
    .from(accounts)
    .leftJoin(accountPatients, withHolder)
    .where(eq(accounts.id, accountId));
  if (!account) return null;
  await recordAudit(db, {
    staffId,
    action: 'patient_account.view',
    entity: 'patient_account',
    entityId: accountId,
  });
  return { account, groups: await readTimeline(db, accountId, now) };
}
