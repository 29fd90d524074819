import 'server-only';
import { asc, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';

/** A content table that editors order by hand: by `position`, ties by `id`. */
type OrderedTable = PgTable & { position: PgColumn; id: PgColumn };

/**
 * The chosen columns of a hand-ordered content table (banners, values, team, FAQs...), in the
 * order editors gave them, optionally filtered: the one read behind every such list.
 */
export async function orderedRows<F extends SelectedFields>(
  table: OrderedTable,
  fields: F,
  where?: SQL,
): Promise<SelectResultFields<F>[]> {
  return orderedRowsIn(await getDb(), table, fields, where);
}

/** orderedRows in the database `db`, for the queries that take theirs as an argument. */
export async function orderedRowsIn<F extends SelectedFields>(
  db: Db,
  table: OrderedTable,
  fields: F,
  where?: SQL,
): Promise<SelectResultFields<F>[]> {
  const rows = await db
    .select(fields)
    .from(table)
    .where(where)
    .orderBy(asc(table.position), asc(table.id));
  return rows as SelectResultFields<F>[];
}

/** Every column of a hand-ordered table but the order itself: what its list shows. */
export function contentColumns<T extends OrderedTable>(
  table: T,
): Omit<T['_']['columns'], 'position'> {
  const columns: Record<string, PgColumn> = { ...getTableColumns(table) };
  delete columns.position;
  return columns as Omit<T['_']['columns'], 'position'>;
}

/** The whole rows of a hand-ordered content table but their position, in the editors' order. */
export async function orderedContent<T extends OrderedTable>(table: T, where?: SQL) {
  return orderedRows(table, contentColumns(table), where);
}
