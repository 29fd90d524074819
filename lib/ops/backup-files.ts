/**
 * The stored files a backup carries: everything under DATA_DIR (uploads: prescriptions, lab
 * reports, resumes, content images; outbox .eml and SMS files; the test checkout's secret)
 * except the embedded database, which is dumped on its own, its lock, files still being
 * written, a restore in progress, and the backups themselves when they live inside DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PGLITE_SUBDIR = 'pglite';
export const RESTORE_STAGING_PREFIX = '.restore-';

function skipped(relative: string, excluded: string[]): boolean {
  const top = relative.split('/')[0];
  return (
    top === PGLITE_SUBDIR ||
    top === `${PGLITE_SUBDIR}.lock` ||
    top.startsWith(RESTORE_STAGING_PREFIX) ||
    relative.endsWith('.partial') ||
    excluded.some((dir) => relative === dir || relative.startsWith(`${dir}/`))
  );
}

/**
 * Paths (relative, with `/`) of the regular files under `dataDir`, sorted. Symbolic links are
 * not followed: nothing outside the data directory is carried. `excludeDirs` are absolute.
 */
export function listDataFiles(dataDir: string, excludeDirs: string[] = []): string[] {
  const root = path.resolve(dataDir);
  const excluded = excludeDirs
    .map((dir) => path.relative(root, path.resolve(dir)))
    .filter((rel) => rel && !rel.startsWith('..') && !path.isAbsolute(rel))
    .map((rel) => rel.split(path.sep).join('/'));
  const found: string[] = [];
  const walk = (relative: string) => {
    const entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (skipped(rel, excluded)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) found.push(rel);
    }
  };
  if (fs.existsSync(root)) walk('');
  return found.sort();
}
