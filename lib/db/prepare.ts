/**
 * Start-up of the process's database: which engine, where, and what must be true before the
 * first query (schema current, demo content present, schedules reaching 14 days ahead).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../env';
import { indiaToday } from '../time/india';
import { ensureSchedules, isSeeded, seedDatabase } from '../seed';
import { migrateDatabase } from './migrate';
import { openDatabase, type DbHandle, type DbTarget } from './open';

export function pgliteDir(): string {
  return path.join(/* turbopackIgnore: true */ env.dataDir, 'pglite');
}

/**
 * `next build` renders pages in worker processes; several processes must never open one
 * PGlite directory. During a build each process reads its own copy of the data directory.
 */
function resolveTarget(): DbTarget {
  if (env.databaseUrl) return { kind: 'postgres', url: env.databaseUrl };
  const dir = pgliteDir();
  if (!env.isBuild) return { kind: 'pglite', dataDir: dir };
  if (!fs.existsSync(dir)) return { kind: 'pglite' };
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'saithunga-build-'));
  fs.cpSync(dir, copy, { recursive: true });
  return { kind: 'pglite', dataDir: copy };
}

export async function prepareDatabase(handle: DbHandle, today = indiaToday()): Promise<void> {
  await handle.withStartupLock(async (db) => {
    await migrateDatabase(handle, db);
    if (!(await isSeeded(db))) await seedDatabase(db, { today });
    await ensureSchedules(db, today);
  });
}

export async function openAndPrepare(target: DbTarget = resolveTarget()): Promise<DbHandle> {
  const handle = await openDatabase(target);
  await prepareDatabase(handle);
  return handle;
}
