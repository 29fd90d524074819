/**
 * PGlite opens a data directory without a lock of its own; lib/db/pglite-lock.ts keeps a second
 * live process (a backup or restore beside the running server) out, and takes over a lock left
 * by a process that died.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from '@/lib/db/pglite-lock';

describe("the PGlite data directory's lock", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'saithunga-lock-'));
  const dir = path.join(root, 'pglite');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses while another live process holds it, and takes it over once that process is gone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await new Promise((resolve) => other.once('spawn', resolve));
    fs.writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);

    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
