import { asc, eq } from 'drizzle-orm';
import { oneOfGuard } from '@/lib/closed-list';
import type { Db } from '@/lib/db/open';
import { auditLog, staffUsers } from '@/lib/db/schema';
import { cursorKey, keysetPage, STAFF_PAGE_SIZE, type Page } from './paging';
import type { StaffRole } from './roles';

/** The audit log for admins: newest first, by member and by kind of record, paged by keyset. */

export const AUDIT_ENTITIES = [
  'staff',
  'callback',
  'message',
  'appointment',
  'doctor',
  'payment',
  'pharmacy_order',
  'lab_order',
  'application',
  'treatment',
  'medicine',
  'coupon',
  'blog',
  'job',
  'home',
  'department',
  'outbox',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isAuditEntity = oneOfGuard(AUDIT_ENTITIES);

export type AuditFilters = { staffId?: number; entity?: AuditEntity; cursor?: string };

export type AuditRow = {
  id: number;
  createdAt: Date;
  staffName: string;
  staffRole: StaffRole;
  action: string;
  entity: string;
  entityId: string;
  changes: unknown;
};

export async function listAudit(
  db: Db,
  filters: AuditFilters,
  size = STAFF_PAGE_SIZE,
): Promise<Page<AuditRow>> {
  const query = db
    .select({
      id: auditLog.id,
      createdAt: auditLog.at,
      staffName: staffUsers.name,
      staffRole: staffUsers.role,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      changes: auditLog.changes,
      cursorKey: cursorKey(auditLog.at),
    })
    .from(auditLog)
    .innerJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .$dynamic();
  const where = [
    filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
  ];
  return keysetPage(query, { at: auditLog.at, id: auditLog.id }, where, filters.cursor, size);
}

export async function listStaffMembers(db: Db) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name));
}

/** Every staff account, for the admins' accounts page. */
export async function listAccounts(db: Db) {
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      doctorId: staffUsers.doctorId,
      active: staffUsers.active,
      demo: staffUsers.demo,
      lastLoginAt: staffUsers.lastLoginAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name));
}
