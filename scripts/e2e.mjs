/**
 * npm run test:e2e: builds the production app (unless E2E_SKIP_BUILD=1), then runs Playwright
 * against `next start` on a free port with a fresh, empty data directory, which the first
 * request migrates and seeds. Extra arguments go to `playwright test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const status = run('npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-e2e-'));
const port = await freePort();
console.log(`e2e: serving on port ${port} with data directory ${dataDir}`);
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
