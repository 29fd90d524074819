/**
 * PGlite opens a data directory without any lock: a second process (a backup, a restore, a
 * seed run while the server is up) would open the same files and corrupt them. A process that
 * opens a directory writes its id beside it (`<dir>.lock`); another live process finds it and
 * is refused. A lock left by a process that died is taken over.
 */
import fs from 'node:fs';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The PGlite data directory ${dataDir} is open in process ${pid}; stop it first`);
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock for this process, and answers the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(dataDir, pid);
      }
      // Left by a dead process (or by this one, reopening): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  return () => {
    const holder = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
    if (holder === String(process.pid)) fs.rmSync(file, { force: true });
  };
}
