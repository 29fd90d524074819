/**
 * The test checkout's secret: PAYMENT_TEST_SECRET when set, else one random secret per data
 * directory, kept in DATA_DIR/payment-test-secret (0600), created once and atomically, so that
 * processes starting together on one data directory agree on it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {
  readOrCreateTestSecret,
  resolveTestSecret,
  TEST_SECRET_FILE,
} from '@/lib/payments/test-secret';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'payment-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the test checkout secret of a data directory', () => {
  it('is made on first use: 32 random bytes in hex, in a file only its owner can read', () => {
    const dir = freshDir();
    const secret = readOrCreateTestSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, TEST_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // No temporary file is left beside it.
    expect(readdirSync(dir)).toEqual([TEST_SECRET_FILE]);
  });

  it('is kept: later calls read the same secret and leave the file untouched', () => {
    const dir = freshDir();
    const first = readOrCreateTestSecret(dir);
    const file = path.join(dir, TEST_SECRET_FILE);
    const before = statSync(file);
    expect(readOrCreateTestSecret(dir)).toBe(first);
    expect(resolveTestSecret(undefined, dir)).toBe(first);
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('differs between data directories (no shared default anyone could read)', () => {
    expect(readOrCreateTestSecret(freshDir())).not.toBe(readOrCreateTestSecret(freshDir()));
  });

  it('creates a missing data directory', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    expect(readOrCreateTestSecret(dir)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a file that does not hold a secret instead of signing with it', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, TEST_SECRET_FILE), '\n');
    expect(() => readOrCreateTestSecret(dir)).toThrow(/does not hold a test-payment secret/);
  });

  it('PAYMENT_TEST_SECRET wins: it is used as given and no file is written', () => {
    const dir = freshDir();
    expect(resolveTestSecret('shared-by-all-instances', dir)).toBe('shared-by-all-instances');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('processes that start together on one data directory all get the same secret', async () => {
    // Plain Node children (a tsx start costs seconds on a busy machine): the module, transpiled.
    const work = freshDir();
    const source = readFileSync(path.join(process.cwd(), 'lib/payments/test-secret.ts'), 'utf8');
    const compiled = ts.transpileModule(source, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    }).outputText;
    writeFileSync(path.join(work, 'test-secret.cjs'), compiled);
    const script = path.join(work, 'race.cjs');
    writeFileSync(
      script,
      [
        "const { readOrCreateTestSecret } = require('./test-secret.cjs');",
        'const [dir, start] = process.argv.slice(2);',
        // Spin until the common start, so that the processes reach the file at the same moment.
        'while (Date.now() < Number(start)) {}',
        'process.stdout.write(readOrCreateTestSecret(dir));',
      ].join('\n'),
    );
    const run = (dir: string, start: number) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [script, dir, String(start)], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (err += chunk));
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
      });

    for (let round = 0; round < 3; round += 1) {
      const dir = freshDir();
      const start = Date.now() + 1500;
      const secrets = await Promise.all(Array.from({ length: 4 }, () => run(dir, start)));
      expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
      expect(readFileSync(path.join(dir, TEST_SECRET_FILE), 'utf8').trim()).toBe(secrets[0]);
      expect(readdirSync(dir)).toEqual([TEST_SECRET_FILE]);
    }
  }, 60_000);
});
