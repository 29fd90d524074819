import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open';

/**
 * Multi-row inserts in chunks: PGlite is slow with thousands of single-row statements, and
 * PostgreSQL caps a statement at 65,535 parameters.
 */
export const BATCH_SIZE = 500;

export async function inChunks<T, R>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<R[]>,
  size = BATCH_SIZE,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    if (chunk.length > 0) out.push(...(await write(chunk)));
  }
  return out;
}

/** Like `inChunks` for inserts whose rows are not needed back. */
export async function eachChunk<T>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
  size = BATCH_SIZE,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** slug -> id from rows returned by an insert. */
export function idMap(rows: { id: number; key: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.key, r.id]));
}

export function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined)
    throw new Error(`Seed content refers to unknown ${what} "${String(key)}"`);
  return value;
}

/** Inserts rows into the table of `key` and answers key -> id (the key a slug or a name). */
export async function insertKeyed<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  key: AnyPgColumn,
  rows: PgInsertValue<T>[],
): Promise<Map<string, number>> {
  const inserted = await db.insert(table).values(rows).returning({ id: table.id, key });
  return idMap(inserted as { id: number; key: string }[]);
}
