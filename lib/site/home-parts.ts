import { eq } from 'drizzle-orm';
import type {
  AnyPgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/db/open';
import { homeBanners, homeFaqs } from '@/lib/db/schema';
import { changedFields, recordAudit, type AuditChanges } from '@/lib/staff/audit';
import { lockRecord } from '@/lib/staff/record-lock';

/** The parts of the home page the editor keeps, as the audit log names them ('faq-3'). */
type HomePart = 'faq' | 'banner';
type HomeTable = PgTable & { id: AnyPgColumn };

export function auditHomePart(
  tx: Tx,
  actor: { id: number },
  part: HomePart,
  verb: 'create' | 'edit' | 'delete',
  id: number,
  changes: AuditChanges,
): Promise<void> {
  const action = `home_${part}.${verb}`;
  return recordAudit(tx, {
    staffId: actor.id,
    action,
    entity: 'home',
    entityId: `${part}-${id}`,
    changes,
  });
}

/**
 * Adds a part of the home page (no id) or changes one, locked while its `columns` are read for
 * the audit entry's 'before'.
 */
export async function saveHomePart<T extends HomeTable, F extends SelectedFields>(
  tx: Tx,
  actor: { id: number },
  part: { name: HomePart; table: T; missing: string; columns: F },
  id: string,
  values: {
    created: PgInsertValue<T> & Record<string, unknown>;
    changed: PgUpdateSetSource<T> & Record<string, unknown>;
  },
): Promise<void> {
  if (!id) {
    const [created] = await tx
      .insert(part.table)
      .values(values.created)
      .returning({ id: part.table.id });
    const changes = changedFields({}, values.created);
    await auditHomePart(tx, actor, part.name, 'create', Number(created.id), changes);
    return;
  }
  const existing = Number(id);
  const before = await lockRecord(tx, part.table, existing, part.missing, part.columns);
  await tx.update(part.table).set(values.changed).where(eq(part.table.id, existing));
  const changes = changedFields(before, values.changed);
  await auditHomePart(tx, actor, part.name, 'edit', existing, changes);
}

export const faqPart = {
  name: 'faq',
  table: homeFaqs,
  missing: 'This question no longer exists',
  columns: {
    question: homeFaqs.question,
    answerHtml: homeFaqs.answerHtml,
    position: homeFaqs.position,
  },
} as const;

export const bannerPart = {
  name: 'banner',
  table: homeBanners,
  missing: 'This banner no longer exists',
  columns: {
    title: homeBanners.title,
    subtitle: homeBanners.subtitle,
    position: homeBanners.position,
    image: homeBanners.image,
  },
} as const;
