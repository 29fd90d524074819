import { asc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { recordById } from '@/lib/staff/record-lock';
import type { FieldErrors } from '@/lib/validation/validate';

/**
 * The record a console form's picker chose (a department, an author, a branch, a doctor), read by
 * its id; gone, the picker's field error (`{ department_id: 'Choose a department' }`). A picker
 * offers only records that exist, so a missing one is a stale form or a forged request.
 */
export async function chosenRecord<F extends SelectedFields = { id: AnyPgColumn }>(
  db: Db | Tx,
  table: PgTable & { id: AnyPgColumn },
  id: number,
  refusal: FieldErrors,
  /** The columns to read; the id alone by default. */
  fields?: F,
): Promise<SelectResultFields<F>> {
  const row = await recordById(db, table, id, fields);
  if (!row) throw new InvalidInputError(refusal);
  return row;
}

/**
 * What a console form's picker offers from a small table (authors, branches, categories, brands):
 * each row's id and name, by name.
 */
export function pickerChoices<I extends AnyPgColumn, N extends AnyPgColumn>(
  db: Db | Tx,
  table: PgTable & { id: I; name: N },
) {
  return db
    .select({ id: table.id, name: table.name })
    .from(table as PgTable)
    .orderBy(asc(table.name));
}
