/**
 * pg_dump and pg_restore, run as child processes. The password travels in PGPASSWORD, not on
 * the command line, where any user of the machine could read it in the process list.
 */
import { spawn } from 'node:child_process';

function connection(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    args: [`--dbname=${parsed.toString()}`],
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed (PostgreSQL's client tools are needed)`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** A custom-format dump of the database as of `snapshot` (exported by the caller's transaction). */
export function pgDump(url: string, file: string, snapshot: string): Promise<void> {
  const { args, env } = connection(url);
  return run(
    'pg_dump',
    [...args, '--format=custom', `--snapshot=${snapshot}`, `--file=${file}`],
    env,
  );
}

/**
 * Restores a custom-format dump in one transaction: all or nothing. Ownership and grants are
 * left to the target's own roles (the restoring user owns what it creates).
 */
export function pgRestore(url: string, file: string, { clean = false } = {}): Promise<void> {
  const { args, env } = connection(url);
  return run(
    'pg_restore',
    [
      ...args,
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(clean ? ['--clean', '--if-exists'] : []),
      file,
    ],
    env,
  );
}

/** The major version of the installed pg_dump, for the manifest and a clear refusal. */
export async function pgDumpVersion(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out.trim()));
  });
}
