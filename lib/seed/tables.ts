/** Every table of the schema, for truncation and for the per-table summary. */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open';
import * as schema from '../db/schema';

export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

export function schemaTableNames(): string[] {
  return schemaTables()
    .map((t) => getTableName(t))
    .sort();
}

/** Deletes every row of every table and restarts the id sequences (PGlite and PostgreSQL). */
export async function truncateAll(db: Db): Promise<void> {
  const names = schemaTableNames()
    .map((n) => `"${n}"`)
    .join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

/** Row count of every table, keyed by table name. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const names = schemaTableNames();
  const select = names
    .map((n) => `select '${n}' as name, count(*)::int as n from "${n}"`)
    .join(' union all ');
  const result = (await db.execute(sql.raw(select))) as unknown as {
    rows: { name: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.name, Number(r.n)]));
}
