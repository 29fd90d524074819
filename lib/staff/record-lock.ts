import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { NotFoundError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';

/**
 * One record's `fields` (the id alone by default) by its id, locked FOR UPDATE until the
 * transaction ends when `lock` says so; null when it is gone.
 */
export async function recordById<F extends SelectedFields = { id: AnyPgColumn }>(
  db: Db | Tx,
  table: PgTable & { id: AnyPgColumn },
  id: number,
  fields?: F,
  lock?: 'for update',
): Promise<SelectResultFields<F> | null> {
  const query = db
    .select(fields ?? { id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .$dynamic();
  const rows: unknown[] = await (lock ? query.for('update') : query);
  return rows.length === 0 ? null : (rows[0] as SelectResultFields<F>);
}

/**
 * The first step of a console change to one record: its row, locked (FOR UPDATE) until the
 * transaction ends, so two staff members saving at once are applied one after the other and
 * each audit entry's 'before' is what that save really replaced; `missing` (404) when it is gone.
 */
export async function lockRecord<F extends SelectedFields = { id: AnyPgColumn }>(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn },
  id: number,
  missing: string,
  /** The columns to read while locking; the id alone by default. */
  fields?: F,
): Promise<SelectResultFields<F>> {
  const row = await recordById(tx, table, id, fields, 'for update');
  if (!row) throw new NotFoundError(missing);
  return row;
}
