import type { Db, Tx } from '@/lib/db/open';
import { auditLog } from '@/lib/db/schema';

/**
 * The audit log (issue 15): every change a staff member makes, and every view of a prescription,
 * written in the same transaction as the change so that neither exists without the other.
 */

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Fields never written to the log, whatever a caller passes. */
const SECRET_FIELDS = /password|token|secret/i;

/** The fields of `after` whose value differs from `before`, each with both values. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (SECRET_FIELDS.test(field)) continue;
    const old = before[field];
    if (JSON.stringify(old) !== JSON.stringify(value)) {
      changes[field] = { before: old ?? null, after: value ?? null };
    }
  }
  return changes;
}

export type AuditEntry = {
  staffId: number;
  action: string;
  entity: string;
  entityId?: string | number;
  changes?: AuditChanges;
};

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(entry.changes ?? {}).filter(([field]) => !SECRET_FIELDS.test(field)),
  );
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    changes,
  });
}

/**
 * The log entry of `actor`'s change to one record, whose kind is the first part of `action`
 * ('treatment.edit' is a change to a treatment).
 */
export function auditChange(
  db: Db | Tx,
  actor: { id: number },
  action: `${string}.${string}`,
  entityId: number,
  changes: AuditChanges,
): Promise<void> {
  const entity = action.slice(0, action.indexOf('.'));
  return recordAudit(db, { staffId: actor.id, action, entity, entityId, changes });
}
