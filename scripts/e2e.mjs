/**
 * npm run test:e2e: builds the production app (unless E2E_SKIP_BUILD=1) for
 * http://127.0.0.1:3210 (E2E_PORT, or any free port when that one is taken), then runs
 * Playwright against `next start` there with a fresh, empty data directory, which the first
 * request migrates and seeds. Extra arguments go to `playwright test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './local-servers.mjs';

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const port = await freePort(Number(process.env.E2E_PORT || 3210));
const siteUrl = `http://127.0.0.1:${port}`;
// Built for the origin it is served on: prerendered pages carry SITE_URL in their canonical
// links and JSON-LD, so a build for another origin would serve another origin's URLs.
if (process.env.E2E_SKIP_BUILD !== '1') {
  // Every page view reports its web vitals (e2e/web-vitals.spec.ts), not one in ten.
  const status = run('npm', ['run', 'build'], {
    SITE_URL: siteUrl,
    NEXT_PUBLIC_VITALS_SAMPLE: '1',
  });
  if (status !== 0) process.exit(status);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-e2e-'));
console.log(`e2e: serving ${siteUrl} with data directory ${dataDir}`);
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  // The server takes the quick start's test payments (playwright.config.ts passes the
  // environment on to it); without this it would refuse every payment.
  PAYMENT_TEST_MODE: '1',
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
