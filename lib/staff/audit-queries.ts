import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { auditLog, staffUsers } from '@/lib/db/schema';
import {
  beyondCursor,
  cursorKey,
  decodeCursor,
  STAFF_PAGE_SIZE,
  toPage,
  type Page,
} from './paging';
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

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === 'string' && (AUDIT_ENTITIES as readonly string[]).includes(value);
}

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
  const where: (SQL | undefined)[] = [];
  if (filters.staffId) where.push(eq(auditLog.staffId, filters.staffId));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  where.push(beyondCursor(auditLog.at, auditLog.id, decodeCursor(filters.cursor), 'desc'));
  const rows = await db
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
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(size + 1);
  return toPage(rows, size);
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
      active: staffUsers.active,
      demo: staffUsers.demo,
      lastLoginAt: staffUsers.lastLoginAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name));
}
