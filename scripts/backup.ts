/**
 * npm run backup: one archive of the database and every stored file under DATA_DIR, with a
 * manifest, written to BACKUP_DIR (encrypted when BACKUP_KEY is set), then the retention rule
 * (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). Safe to start on every instance: on PostgreSQL one
 * holds the backup's advisory lock and the others stand down (exit 0, saying so); PGlite's data
 * directory can be open in one process only, so stop the server first.
 *
 * `--scheduled` (the timer's run, deploy/systemd/saithunga-backup.timer): one backup per period
 * (the UTC day, or `--every-hours=N`) however many machines' timers fire, minutes apart or at
 * once: the first claims the period's lease in the database (lib/ops/backup-schedule.ts), the
 * others say so and exit 0.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { openDatabase } from '../lib/db/open';
import { pgliteDir } from '../lib/db/prepare';
import { BackupInProgressError, createBackup } from '../lib/ops/backup';
import { pruneBackups } from '../lib/ops/backup-retention';
import {
  backupPeriod,
  claimScheduledBackup,
  finishScheduledBackup,
} from '../lib/ops/backup-schedule';

const { values: args } = parseArgs({
  options: { scheduled: { type: 'boolean' }, 'every-hours': { type: 'string' } },
});

async function main() {
  const started = Date.now();
  const handle = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl, max: 2 }
      : { kind: 'pglite', dataDir: pgliteDir() },
  );
  const lease = {
    period: backupPeriod(new Date(), Number(args['every-hours'] ?? 24)),
    holder: `${os.hostname()}:${process.pid}`,
  };
  try {
    if (args.scheduled && !(await claimScheduledBackup(handle.db, lease))) {
      console.log(`The backup of the period from ${lease.period} is made by another run.`);
      return;
    }
    const { file, bytes, manifest } = await createBackup({
      handle,
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      backupDir: env.backupDir,
      key: env.backupKey,
    });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB${manifest.encrypted ? ', encrypted' : ''}; ${manifest.engine}, schema ${manifest.schema.tag}; ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${Object.keys(manifest.files).length} files; ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    const removed = await pruneBackups(env.backupDir, {
      daily: env.backupKeepDaily,
      weekly: env.backupKeepWeekly,
    });
    if (removed.length > 0) console.log(`Retention removed: ${removed.join(', ')}.`);
    if (args.scheduled) await finishScheduledBackup(handle.db, lease);
  } catch (error) {
    if (!(error instanceof BackupInProgressError)) throw error;
    console.log(error.message);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const cause = (error as { cause?: unknown }).cause;
  console.error(error instanceof Error ? error.message : error);
  if (cause instanceof Error) console.error(cause.message);
  process.exit(1);
});
