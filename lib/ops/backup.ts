/**
 * npm run backup: one archive of the database and every stored file, with a manifest.
 *
 * Consistency: the database is captured first, as one snapshot (PostgreSQL: pg_dump reads the
 * snapshot exported by the transaction that counted the rows; PGlite: counts and dump between
 * two queries of its single session). Files are packed after it: a row that names a file was
 * committed after the file was written, so every file the snapshot refers to is there; a file
 * uploaded meanwhile is carried as an orphan, which is harmless.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbHandle, type Tx } from '../db/open';
import { writeArchive } from './backup-archive';
import { listDataFiles } from './backup-files';
import {
  countRows,
  MANIFEST_FORMAT,
  readSchemaVersion,
  type BackupManifest,
  type SchemaVersion,
} from './backup-manifest';
import { backupFileName } from './backup-retention';
import { pgDump, pgDumpVersion } from './pg-tools';

/** Held for the whole dump: a second instance's backup finds it taken and stands down. */
export const BACKUP_LOCK_KEY = 7_226_049;

export class BackupInProgressError extends Error {
  constructor() {
    super('Another backup is running (its advisory lock is held); this one stands down');
    this.name = 'BackupInProgressError';
  }
}

export type BackupOptions = {
  handle: DbHandle;
  /** PostgreSQL's URL, for pg_dump (the handle's pool cannot hand it over). */
  databaseUrl?: string;
  dataDir: string;
  backupDir: string;
  key?: Buffer;
  now?: Date;
};

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest };

type DatabaseCapture = {
  entry: string;
  schema: SchemaVersion;
  tables: Record<string, number>;
  versions: BackupManifest['versions'];
};

async function serverVersion(db: Db | Tx): Promise<string> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`select current_setting('server_version') as v`,
  );
  return row.v;
}

async function capturePostgres(
  handle: DbHandle,
  url: string,
  staging: string,
): Promise<DatabaseCapture> {
  const entry = 'database/postgres.dump';
  return handle.db.transaction(
    async (tx) => {
      const [lock] = await queryRows<{ ok: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_KEY}) as ok`,
      );
      if (!lock.ok) throw new BackupInProgressError();
      const [{ id }] = await queryRows<{ id: string }>(tx, sql`select pg_export_snapshot() as id`);
      const tables = await countRows(tx);
      const schema = await readSchemaVersion(tx);
      // pg_dump reads exactly this transaction's snapshot, which lives until it commits.
      const versions = { server: await serverVersion(tx), pgDump: await pgDumpVersion() };
      await pgDump(url, path.join(staging, 'postgres.dump'), id);
      return { entry, schema, tables, versions };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function capturePglite(handle: DbHandle, staging: string): Promise<DatabaseCapture> {
  if (!handle.dumpDataDir) throw new Error('This PGlite handle cannot dump its data directory');
  const db: Db | Tx = handle.db;
  // One session: nothing runs between these statements and the dump in this process, and the
  // data directory's lock keeps every other process out.
  const tables = await countRows(db);
  const schema = await readSchemaVersion(db);
  const versions = { server: await serverVersion(db) };
  await handle.exec('checkpoint');
  const tarball = await handle.dumpDataDir();
  await fs.promises.writeFile(
    path.join(staging, 'pglite.tar.gz'),
    Buffer.from(await tarball.arrayBuffer()),
  );
  return { entry: 'database/pglite.tar.gz', schema, tables, versions };
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { handle, dataDir, backupDir, key } = options;
  const now = options.now ?? new Date();
  await fs.promises.mkdir(backupDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(backupDir, '.staging-'));
  const file = path.join(backupDir, backupFileName(now, Boolean(key)));
  const partial = `${file}.partial`;
  try {
    let capture: DatabaseCapture;
    if (handle.kind === 'postgres') {
      if (!options.databaseUrl) throw new Error('A PostgreSQL backup needs the database URL');
      capture = await capturePostgres(handle, options.databaseUrl, staging);
    } else {
      capture = await capturePglite(handle, staging);
    }
    const archive = writeArchive(partial, key);
    const files: BackupManifest['files'] = {};
    try {
      await archive.addFile(capture.entry, path.join(staging, path.basename(capture.entry)));
      for (const relative of listDataFiles(dataDir, [backupDir])) {
        files[relative] = await archive.addFile(
          `files/${relative}`,
          path.join(dataDir, ...relative.split('/')),
        );
      }
    } catch (error) {
      await archive.finish().catch(() => {});
      throw error;
    }
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      engine: handle.kind,
      versions: capture.versions,
      databaseEntry: capture.entry,
      schema: capture.schema,
      tables: capture.tables,
      files,
      encrypted: Boolean(key),
    };
    await archive.addBytes('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.finish();
    // Only a whole archive ever carries the backup's name.
    await fs.promises.rename(partial, file);
    const { size } = await fs.promises.stat(file);
    return { file, bytes: size, manifest };
  } finally {
    await fs.promises.rm(partial, { force: true });
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
