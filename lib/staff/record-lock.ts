import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { NotFoundError } from '@/lib/api/errors';
import type { Tx } from '@/lib/db/open';

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
  const rows: unknown[] = await tx
    .select(fields ?? { id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (rows.length === 0) throw new NotFoundError(missing);
  return rows[0] as SelectResultFields<F>;
}
