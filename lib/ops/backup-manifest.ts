/**
 * What a backup says about itself (manifest.json inside the archive), and the database facts it
 * records: rows per table and the schema version, read the same way at backup and at restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { queryRows, type Db, type DbHandle, type Tx } from '../db/open';

export const MANIFEST_FORMAT = 1;

/** A migration of `drizzle/`, named by its journal tag; `when` orders them. */
export type SchemaVersion = { tag: string; when: number; applied: number };

export type BackupManifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  engine: DbHandle['kind'];
  /** The server's version, and pg_dump's on PostgreSQL (it must be of the same major or newer). */
  versions: { server: string; pgDump?: string };
  /** The archive entry holding the database: pg_dump's custom format or PGlite's tarball. */
  databaseEntry: string;
  schema: SchemaVersion;
  /** `schema.table` → rows, for every table including drizzle's migration journal. */
  tables: Record<string, number>;
  /** Path under the data directory → size and sha256 (hex). */
  files: Record<string, { size: number; sha256: string }>;
  encrypted: boolean;
};

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** The migrations this code knows, oldest first. */
export function knownMigrations(folder = MIGRATIONS_FOLDER): Journal['entries'] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(/* turbopackIgnore: true */ folder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

/**
 * The last migration applied to `db`: drizzle records each one's `when` as `created_at`. A
 * database migrated by newer code carries a `when` this code's journal does not have.
 */
export async function readSchemaVersion(db: Db | Tx): Promise<SchemaVersion> {
  const rows = await queryRows<{ when: string | number; applied: string | number }>(
    db,
    sql`select max(created_at) as "when", count(*) as applied from drizzle.__drizzle_migrations`,
  );
  const when = Number(rows[0]?.when ?? 0);
  const known = knownMigrations().find((m) => m.when === when);
  return { tag: known?.tag ?? `unknown-${when}`, when, applied: Number(rows[0]?.applied ?? 0) };
}

/** Why this code cannot take a backup of `schema`, or null when it can. */
export function schemaRefusal(schema: SchemaVersion): string | null {
  const known = knownMigrations();
  const latest = known[known.length - 1];
  if (schema.when > latest.when || !known.some((m) => m.when === schema.when)) {
    return `The backup's schema (${schema.tag}) is newer than this code knows (latest ${latest.tag}); restore it with the version of the code that made it`;
  }
  return null;
}

/** Every ordinary table outside PostgreSQL's own schemas, as `schema.table`, sorted. */
export async function listTables(db: Db | Tx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')
          and table_schema not like 'pg\\_%'
        order by 1`,
  );
  return rows.map((r) => r.name);
}

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

/** Exact row counts of every table, in one statement (run inside the backup's snapshot). */
export async function countRows(db: Db | Tx): Promise<Record<string, number>> {
  const tables = await listTables(db);
  if (tables.length === 0) return {};
  const rows = await queryRows<{ name: string; n: string | number }>(
    db,
    sql.raw(
      tables
        .map((t) => `select '${t.replace(/'/g, "''")}' as name, count(*) as n from ${quoted(t)}`)
        .join(' union all '),
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/** Each difference between what the manifest promised and what was restored, in words. */
export function compareCounts(
  expected: Record<string, number>,
  actual: Record<string, number>,
): string[] {
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (expected[table] !== actual[table]) {
      differences.push(
        `${table}: ${expected[table] ?? 'absent'} rows in the backup, ${actual[table] ?? 'absent'} restored`,
      );
    }
  }
  return differences;
}
