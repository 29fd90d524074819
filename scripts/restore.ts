/**
 * npm run restore -- FILE [--force]: restores a backup made by `npm run backup` onto the
 * configured database (DATABASE_URL, or PGlite under DATA_DIR) and DATA_DIR, which must be
 * empty unless --force; then checks every table's row count, every file's sha256 and the
 * schema version against the backup's manifest. Exits 1 on a refusal or any difference.
 * Run it with the servers stopped; start them afterwards (they apply newer migrations).
 */
import path from 'node:path';
import { env } from '../lib/env';
import { pgliteDir } from '../lib/db/prepare';
import { restoreBackup } from '../lib/ops/restore';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) throw new Error('Usage: npm run restore -- FILE [--force]');
  const started = Date.now();
  const {
    manifest,
    tables,
    files: restored,
  } = await restoreBackup({
    archive: path.resolve(files[0]),
    target: env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dir: pgliteDir() },
    dataDir: env.dataDir,
    key: env.backupKey,
    force,
    excludeDirs: [env.backupDir],
  });
  console.log(
    `Restored and verified the backup of ${manifest.createdAt} (${manifest.engine}, schema ${manifest.schema.tag}): ${tables} tables, ${restored} files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  const cause = (error as { cause?: unknown }).cause;
  console.error(error instanceof Error ? error.message : error);
  if (cause instanceof Error) console.error(cause.message);
  process.exit(1);
});
