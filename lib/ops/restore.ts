/**
 * npm run restore -- FILE [--force]: a backup onto an empty database and data directory, then
 * checked against its manifest (rows per table, every file's sha256, the schema version).
 *
 * Order: refuse a non-empty target (unless forced); unpack into a staging folder inside the
 * data directory; read the manifest; refuse another engine or a newer schema; check the files'
 * checksums as unpacked; restore the database; move the files into place; verify what is now
 * in place. Nothing in the target is touched before the manifest has been accepted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type DbHandle } from '../db/open';
import { lockDataDir } from '../db/pglite-lock';
import { digestFile, extractArchive, type FileDigest } from './backup-archive';
import { listDataFiles, RESTORE_STAGING_PREFIX } from './backup-files';
import {
  compareCounts,
  countRows,
  listTables,
  readSchemaVersion,
  schemaRefusal,
  type BackupManifest,
} from './backup-manifest';
import { pgRestore } from './pg-tools';

export type RestoreTarget =
  | { kind: 'postgres'; url: string }
  /** The embedded database's directory (normally DATA_DIR/pglite). */
  | { kind: 'pglite'; dir: string };

export type RestoreOptions = {
  archive: string;
  target: RestoreTarget;
  dataDir: string;
  key?: Buffer;
  force?: boolean;
  /** Folders under the data directory that are not the site's files (a BACKUP_DIR inside it). */
  excludeDirs?: string[];
};

export type RestoreResult = { manifest: BackupManifest; tables: number; files: number };

/** Refused before anything was changed: the target is not empty, or the backup does not fit. */
export class RestoreRefusedError extends Error {
  name = 'RestoreRefusedError';
}

/** Restored, but what is in place differs from the manifest. */
export class RestoreMismatchError extends Error {
  name = 'RestoreMismatchError';
  constructor(readonly differences: string[]) {
    super(`The restored data differs from the backup's manifest:\n- ${differences.join('\n- ')}`);
  }
}

async function openTarget(target: RestoreTarget, loadDataDir?: Blob): Promise<DbHandle> {
  return target.kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: target.url, max: 2 })
    : openDatabase({ kind: 'pglite', dataDir: target.dir, loadDataDir });
}

/** What already occupies the target, in words; empty when it is empty. */
async function occupants(options: RestoreOptions): Promise<string[]> {
  const found: string[] = [];
  const { target } = options;
  if (target.kind === 'postgres') {
    const handle = await openTarget(target);
    try {
      const tables = await listTables(handle.db);
      if (tables.length > 0) found.push(`the database has ${tables.length} tables`);
    } finally {
      await handle.close();
    }
  } else if (fs.existsSync(target.dir) && fs.readdirSync(target.dir).length > 0) {
    found.push(`the embedded database ${target.dir} exists`);
  }
  const exclude = [...(options.excludeDirs ?? [])];
  if (target.kind === 'pglite') exclude.push(target.dir);
  const files = listDataFiles(options.dataDir, exclude);
  if (files.length > 0) found.push(`the data directory holds ${files.length} files`);
  return found;
}

function fileDifferences(
  expected: BackupManifest['files'],
  actual: Record<string, FileDigest | undefined>,
): string[] {
  return Object.entries(expected)
    .filter(
      ([name, want]) => actual[name]?.sha256 !== want.sha256 || actual[name]?.size !== want.size,
    )
    .map(([name]) => `${name}: ${actual[name] ? 'checksum differs' : 'missing'}`);
}

/** Restores the dump and answers the restored database, open for the verification. */
async function restoreDatabase(options: RestoreOptions, dump: string): Promise<DbHandle> {
  const { target, force } = options;
  if (target.kind === 'postgres') {
    await pgRestore(target.url, dump, { clean: force });
    return openTarget(target);
  }
  // Taken before anything is deleted: a server that has the directory open refuses the restore
  // here (opening it next takes the lock over, as the same process).
  await fs.promises.mkdir(path.dirname(target.dir), { recursive: true });
  lockDataDir(target.dir);
  if (force) await fs.promises.rm(target.dir, { recursive: true, force: true });
  return openTarget(target, new Blob([await fs.promises.readFile(dump)]));
}

/** Moves each top-level entry of `from` into `to`, replacing what is there (forced restores). */
async function moveFiles(from: string, to: string): Promise<void> {
  if (!fs.existsSync(from)) return;
  for (const name of await fs.promises.readdir(from)) {
    await fs.promises.rm(path.join(to, name), { recursive: true, force: true });
    await fs.promises.rename(path.join(from, name), path.join(to, name));
  }
}

async function verify(
  options: RestoreOptions,
  manifest: BackupManifest,
  handle: DbHandle,
): Promise<string[]> {
  const differences = compareCounts(manifest.tables, await countRows(handle.db));
  const schema = await readSchemaVersion(handle.db);
  if (schema.when !== manifest.schema.when) {
    differences.push(`schema: ${manifest.schema.tag} in the backup, ${schema.tag} restored`);
  }
  const actual: Record<string, FileDigest | undefined> = {};
  for (const name of Object.keys(manifest.files)) {
    const full = path.join(options.dataDir, ...name.split('/'));
    actual[name] = fs.existsSync(full) ? await digestFile(full) : undefined;
  }
  return [...differences, ...fileDifferences(manifest.files, actual)];
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const occupied = await occupants(options);
  if (occupied.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `The target is not empty (${occupied.join('; ')}); restore onto an empty one, or pass --force to replace it`,
    );
  }
  await fs.promises.mkdir(options.dataDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(options.dataDir, RESTORE_STAGING_PREFIX));
  try {
    const unpacked = await extractArchive(options.archive, staging, options.key);
    if (!unpacked['manifest.json']) throw new RestoreRefusedError('The archive has no manifest');
    const manifest = JSON.parse(
      await fs.promises.readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.engine !== options.target.kind) {
      throw new RestoreRefusedError(
        `The backup is of ${manifest.engine}; this target is ${options.target.kind}`,
      );
    }
    const refusal = schemaRefusal(manifest.schema);
    if (refusal) throw new RestoreRefusedError(refusal);
    const unpackedFiles = Object.fromEntries(
      Object.entries(unpacked)
        .filter(([name]) => name.startsWith('files/'))
        .map(([name, digest]) => [name.slice('files/'.length), digest]),
    );
    const damaged = fileDifferences(manifest.files, unpackedFiles);
    if (damaged.length > 0 || !unpacked[manifest.databaseEntry]) {
      throw new RestoreRefusedError(
        `The archive does not match its manifest: ${[...damaged, unpacked[manifest.databaseEntry] ? '' : 'no database dump'].filter(Boolean).join('; ')}`,
      );
    }
    const handle = await restoreDatabase(
      options,
      path.join(staging, ...manifest.databaseEntry.split('/')),
    );
    let differences: string[];
    try {
      await moveFiles(path.join(staging, 'files'), options.dataDir);
      differences = await verify(options, manifest, handle);
    } finally {
      await handle.close();
    }
    if (differences.length > 0) throw new RestoreMismatchError(differences);
    return {
      manifest,
      tables: Object.keys(manifest.tables).length,
      files: Object.keys(manifest.files).length,
    };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
