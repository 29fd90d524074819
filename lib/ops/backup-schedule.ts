/**
 * The scheduled backup's lease (`npm run backup -- --scheduled`, deploy/systemd's timer on every
 * machine that runs instances). The backup's advisory lock only keeps two runs from overlapping;
 * timers that fire minutes apart would still make one archive each. The lease makes it one per
 * period: the first run of a period claims it in the database (a row of `settings`, in one
 * statement, so two claims at once cannot both win), makes the backup and marks the period done;
 * later runs of the period stand down. A run that dies leaves its lease to lapse after `leaseMs`,
 * and the next timer of the period takes it over, so one crash does not cost the night's backup.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/open';

export const BACKUP_LEASE_KEY = 'ops.scheduled_backup';
/** Long enough for the largest backup; after it a run that died is taken over. */
export const BACKUP_LEASE_MS = 2 * 60 * 60_000;

/** The period `now` falls in: its start, in UTC, every `everyHours` hours from midnight. */
export function backupPeriod(now: Date, everyHours = 24): string {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(Math.floor(now.getUTCHours() / everyHours) * everyHours);
  return start.toISOString();
}

export type BackupLease = { period: string; holder: string; until: string; done: boolean };

/**
 * Claims `period` for `holder`: true when this run is to make the period's backup (nobody had
 * it, or its holder's lease lapsed unfinished), false when another run has it or made it.
 */
export async function claimScheduledBackup(
  db: Db,
  {
    period,
    holder,
    now = new Date(),
    leaseMs = BACKUP_LEASE_MS,
  }: {
    period: string;
    holder: string;
    now?: Date;
    leaseMs?: number;
  },
): Promise<boolean> {
  const lease: BackupLease = {
    period,
    holder,
    until: new Date(now.getTime() + leaseMs).toISOString(),
    done: false,
  };
  const claimed = await queryRows<{ key: string }>(
    db,
    sql`insert into settings (key, value) values (${BACKUP_LEASE_KEY}, ${JSON.stringify(lease)}::jsonb)
        on conflict (key) do update set value = excluded.value
        where settings.value->>'period' is distinct from excluded.value->>'period'
           or (settings.value->>'done' = 'false'
               and (settings.value->>'until')::timestamptz < ${now.toISOString()}::timestamptz)
        returning key`,
  );
  return claimed.length === 1;
}

/** Marks the period's backup made, if `holder` still holds its lease. */
export async function finishScheduledBackup(
  db: Db,
  { period, holder }: { period: string; holder: string },
): Promise<boolean> {
  const done = await queryRows<{ key: string }>(
    db,
    sql`update settings set value = jsonb_set(value, '{done}', 'true'::jsonb)
        where key = ${BACKUP_LEASE_KEY} and value->>'period' = ${period}
          and value->>'holder' = ${holder}
        returning key`,
  );
  return done.length === 1;
}
