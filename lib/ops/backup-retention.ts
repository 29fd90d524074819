/**
 * Backups are named by their UTC time; retention keeps the newest backup of each of the last
 * `daily` days and of each of the last `weekly` ISO weeks (days counted in India time), as
 * restic's --keep-daily/--keep-weekly do, and deletes the rest. The newest is always kept.
 */
import fs from 'node:fs';
import path from 'node:path';

const NAME = /^saithunga-(\d{8}T\d{6}Z)\.tar\.gz(\.enc)?$/;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export function backupFileName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `saithunga-${stamp}.tar.gz${encrypted ? '.enc' : ''}`;
}

export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const s = match[1];
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** ISO 8601 week of an India calendar day, as `YYYY-Www`. */
function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 3); // that week's Thursday
  const year = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Which of `names` to keep and which to delete; names that are not backups are left alone. */
export function planRetention(
  names: string[],
  keep: { daily: number; weekly: number },
): { keep: string[]; remove: string[] } {
  const backups = names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>(backups.slice(0, 1).map((b) => b.name));
  const pick = (limit: number, bucket: (at: Date) => string) => {
    const seen = new Set<string>();
    for (const b of backups) {
      const key = bucket(b.at);
      if (seen.has(key)) continue;
      if (seen.size >= limit) break;
      seen.add(key);
      kept.add(b.name);
    }
  };
  pick(keep.daily, indiaDay);
  pick(keep.weekly, (at) => isoWeek(indiaDay(at)));
  return {
    keep: backups.filter((b) => kept.has(b.name)).map((b) => b.name),
    remove: backups.filter((b) => !kept.has(b.name)).map((b) => b.name),
  };
}

/** Applies the rule to the backups in `dir`; answers the names deleted. */
export async function pruneBackups(
  dir: string,
  keep: { daily: number; weekly: number },
): Promise<string[]> {
  const { remove } = planRetention(await fs.promises.readdir(dir), keep);
  for (const name of remove) await fs.promises.rm(path.join(dir, name), { force: true });
  return remove;
}
