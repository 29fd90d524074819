import { execSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * e2e against a production build served on a free port with a fresh data directory.
 * `npm run test:e2e` (scripts/e2e.mjs) builds, picks the port and the data directory, and
 * passes them in E2E_PORT and E2E_DATA_DIR.
 */
const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Two workers share two cores: a page Chromium judges to be in the background must not
        // have its timers and frames slowed (a stalled frame loop once held the layout test until
        // its timeout).
        '--disable-renderer-backgrounding',
        '--disable-background-timer-throttling',
        '--disable-backgrounding-occluded-windows',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      // A test of HTTP answers alone (e2e/test.ts HTTP_ONLY) sends the same requests at every
      // width: the desktop project runs it once.
      grepInvert: /@http-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // What `npm run start` deploys (scripts/start.mjs), not bare `next start`.
    command: `node scripts/start.mjs -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      SITE_URL: baseURL,
      // Lets e2e tests call POST /api/revalidate and see a page render afresh.
      REVALIDATE_SECRET: 'e2e-secret',
      // The tests play the reverse proxy: they choose a client's address with X-Forwarded-For.
      TRUSTED_PROXY_HOPS: '1',
    },
  },
});
