/**
 * npm run lighthouse: mobile Lighthouse (simulated throttling) on the production build, the
 * median of N runs per page, against the budgets of the performance issue. Writes
 * lighthouse-results/lighthouse.{json,md} and exits non-zero when a budget is missed.
 *
 * Options: --pages=home,treatment,medicine (default: every page), --runs=3, --no-build,
 *          --base=http://host:port (measure a server that is already running),
 *          --transport=h2|h1 (default h2), --reference (also measure the bare Next.js page of
 *          bench/reference-app through the same transport, without budgets).
 * Chromium: CHROME_PATH, else `command -v chromium`.
 *
 * Transport: production serves the site over HTTPS with HTTP/2 (a reverse proxy or CDN in front
 * of `next start`, see the README), so by default the browser loads it through a local TLS +
 * HTTP/2 front (scripts/h2-front.mjs) that relays `next start` as a reverse proxy does.
 * `--transport=h1` loads `next start` directly over plain HTTP/1.1, which Lighthouse's simulation
 * models as six fresh TCP connections per origin, each with its own handshake and slow start.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { firstLoadScripts, lighthouseMisses, median } from './budgets.mjs';
import { makeCertificate, startH2Front } from './h2-front.mjs';
import {
  REFERENCE_APP_DIR,
  buildReferenceApp,
  freePort,
  startNext,
  waitFor,
} from './local-servers.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const RUNS = Number(args.runs ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1`);
const TRANSPORT = args.transport ?? 'h2';
if (!['h1', 'h2'].includes(TRANSPORT))
  throw new Error(`--transport must be h1 or h2, not ${TRANSPORT}`);

async function discoverPages(base) {
  let urls = [];
  try {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  } catch {
    /* no sitemap */
  }
  const first = (prefix) => urls.find((u) => u.startsWith(prefix) && u !== prefix.slice(0, -1));
  const pages = {
    home: '/',
    doctors: '/doctors',
    department: first('/department/'),
    treatment: first('/treatment/'),
    doctor: first('/docprofile/'),
    blog: first('/blog/'),
    pharmacy: '/pharmacy',
    medicine: urls.find((u) => /^\/pharmacy\/(?!addtocart)[^/]+$/.test(u)),
    cart: '/pharmacy/addtocart',
  };
  return Object.entries(pages).filter(([, p]) => p);
}

/**
 * First-load JS: the gzip bytes of the scripts the page's HTML itself loads (what the browser
 * must fetch and run before the page is interactive). `noModule` polyfills are skipped, as
 * current browsers never fetch them; chunks loaded later (a dialog, prefetched routes) are not
 * first load. Lighthouse's own script total, which includes those, is reported beside it.
 */
async function firstLoadJsKb(url) {
  const html = await (await fetch(url)).text();
  let bytes = 0;
  for (const src of firstLoadScripts(html)) {
    const res = await fetch(new URL(src, url));
    bytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return Math.round(bytes / 1024);
}

/**
 * The cart is measured with items in it, as a shopper sees it: in the tab Lighthouse will use,
 * a medicine is added from its page (the cart lives in that tab's sessionStorage), and
 * Lighthouse keeps the storage.
 */
async function withCartItems(server, chromePort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  const xml = await (await fetch(`${server.direct}/sitemap.xml`)).text();
  const medicines = [...xml.matchAll(/<loc>[^<]*(\/pharmacy\/(?!addtocart)[^<]+)<\/loc>/g)].map(
    (m) => m[1],
  );
  const cartSize = () =>
    page.evaluate(() =>
      Object.values(sessionStorage).reduce(
        (n, v) => n + (JSON.parse(v)?.state?.items?.length ?? 0),
        0,
      ),
    );
  let added = 0;
  for (const medicine of medicines) {
    if (added === 2) break;
    await page.goto(server.origin + medicine, { waitUntil: 'load' });
    const button = await page
      .waitForSelector('main button::-p-text(Add)', { timeout: 10_000 })
      .catch(() => null);
    if (!button) continue; // out of stock
    // A click before the page has hydrated does nothing: click until the cart holds one more.
    const before = await cartSize();
    for (let i = 0; i < 20 && (await cartSize()) === before; i++) {
      await button.click();
      await new Promise((r) => setTimeout(r, 500));
    }
    if ((await cartSize()) > before) added += 1;
  }
  if (added === 0) throw new Error('no medicine could be added to the cart');
  return { page, close: () => page.close().then(() => browser.disconnect()) };
}

async function audit(url, chromePort, page) {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(page ? { disableStorageReset: true } : {}),
    },
    undefined,
    page,
  );
  const lhr = result.lhr;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (i) => i.resourceType === 'script',
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    allJsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * Starts `next start` in `dir` on a free port and, for the h2 transport, a TLS + HTTP/2 front
 * before it. `direct` is the plain-HTTP address this script fetches from; `origin` is what the
 * browser loads (and the SITE_URL the pages are built for).
 */
async function serve(dir, env, certificate) {
  const port = await freePort();
  const direct = `http://127.0.0.1:${port}`;
  const frontPort = TRANSPORT === 'h2' ? await freePort() : null;
  const origin = frontPort ? `https://127.0.0.1:${frontPort}` : direct;
  const stops = [startNext(dir, port, { SITE_URL: origin, ...env })];
  if (frontPort) {
    try {
      const front = await startH2Front({ upstream: direct, port: frontPort, certificate });
      stops.push(() => front.close());
    } catch (error) {
      stops[0]();
      throw error;
    }
  }
  return { direct, origin, stop: () => stops.forEach((stop) => stop()) };
}

/** The median of every figure over the runs of one page. */
function summarise(name, p, runs, jsKb) {
  const med = (k) => median(runs.map((r) => r[k]));
  return {
    name,
    path: p,
    performance: med('performance'),
    accessibility: med('accessibility'),
    'best-practices': med('best-practices'),
    seo: med('seo'),
    lcpMs: med('lcpMs'),
    tbtMs: med('tbtMs'),
    cls: med('cls'),
    jsKb,
    allJsKb: med('allJsKb'),
    // Each run's figures in run order, so that the spread behind a median stays visible.
    lcpRuns: runs.map((r) => r.lcpMs),
    tbtRuns: runs.map((r) => r.tbtMs),
    benchmarkIndex: med('benchmarkIndex'),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

async function main() {
  const cleanups = [];
  const certificate = TRANSPORT === 'h2' ? makeCertificate() : null;
  try {
    let site;
    if (args.base) {
      site = { direct: args.base, origin: args.base };
      if (TRANSPORT === 'h2') {
        const front = await startH2Front({ upstream: args.base, certificate });
        cleanups.push(() => front.close());
        site.origin = front.origin;
      }
    } else {
      if (!args['no-build'] || !existsSync('.next/BUILD_ID')) {
        const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
        if (r.status !== 0) process.exit(r.status ?? 1);
      }
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-lh-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      site = await serve('.', { DATA_DIR: dataDir }, certificate);
      cleanups.push(site.stop);
      await waitFor(`${site.direct}/api/health`);
    }
    let reference = null;
    if (args.reference) {
      // The bare Next.js page of the server bench, sized to the home page's HTML.
      const homeBytes = (await (await fetch(`${site.direct}/`)).arrayBuffer()).byteLength;
      const refEnv = buildReferenceApp(homeBytes);
      reference = await serve(REFERENCE_APP_DIR, refEnv, certificate);
      cleanups.push(reference.stop);
      await waitFor(`${reference.direct}/`);
    }
    let pages = await discoverPages(site.direct);
    if (typeof args.pages === 'string') {
      const wanted = args.pages.split(',');
      // A page asked for but not found (a wrong name, an empty sitemap) must fail the check, not
      // leave it passing on the pages that remain.
      const missing = wanted.filter((name) => !pages.some(([found]) => found === name));
      if (missing.length > 0)
        throw new Error(
          `no page to measure for ${missing.join(', ')}; found: ${pages.map(([name]) => name).join(', ')}`,
        );
      pages = pages.filter(([name]) => wanted.includes(name));
    }
    if (pages.length === 0) throw new Error('no page to measure (is the sitemap empty?)');
    const chromePath =
      process.env.CHROME_PATH || execSync('command -v chromium', { encoding: 'utf8' }).trim();
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        ...(certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : []),
      ],
    });
    cleanups.push(() => chrome.kill());

    // One run that is not counted: the first load of a fresh browser and server pays for caches
    // and compilation that no visitor's page load does.
    await audit(site.origin + pages[0][1], chrome.port);

    const rows = [];
    for (const [name, p] of pages) {
      for (let i = 0; i < 2; i++) await fetch(site.direct + p); // render once so the cached page is measured
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        if (name !== 'cart') {
          runs.push(await audit(site.origin + p, chrome.port));
          continue;
        }
        const cart = await withCartItems(site, chrome.port);
        try {
          runs.push(await audit(site.origin + p, chrome.port, cart.page));
        } finally {
          await cart.close();
        }
      }
      rows.push(summarise(name, p, runs, await firstLoadJsKb(site.direct + p)));
      console.log(`${name} ${p}: done`);
    }
    let referenceRow = null;
    if (reference) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${reference.origin}/`, chrome.port));
      const jsKb = await firstLoadJsKb(`${reference.direct}/`);
      referenceRow = summarise('reference', 'bare Next.js page (reference, no budget)', runs, jsKb);
      console.log('reference: done');
    }

    const misses = lighthouseMisses(rows);
    const header =
      '| Page | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | first-load JS kB (gzip) | all JS in the load kB | TBT ms, each run |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
    const table = [...rows, ...(referenceRow ? [referenceRow] : [])]
      .map(
        (r) =>
          `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.allJsKb} | ${r.tbtRuns.join(', ')} |`,
      )
      .join('\n');
    // Lighthouse times the host's CPU before each run: TBT is observed task time × 4, so a busy
    // machine (a low index) shows up in TBT. Its 4× slowdown is calibrated for an index of ~1500.
    const indexes = rows.map((r) => r.benchmarkIndex);
    const meta = `Mobile Lighthouse (simulated throttling), median of ${RUNS} runs, ${TRANSPORT === 'h2' ? 'HTTPS + HTTP/2 front' : 'plain HTTP/1.1 to next start'}, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Lighthouse CPU benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)} (page medians).`;
    const md = `${meta}\n\n${header}\n${table}\n\n${misses.length ? `Budget misses:\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All budgets hold.'}\n`;
    mkdirSync('lighthouse-results', { recursive: true });
    writeFileSync(
      'lighthouse-results/lighthouse.json',
      JSON.stringify(
        { meta, transport: TRANSPORT, rows, reference: referenceRow, misses },
        null,
        2,
      ),
    );
    writeFileSync('lighthouse-results/lighthouse.md', md);
    console.log(`\n${md}`);
    process.exitCode = misses.length ? 1 : 0;
  } finally {
    for (const c of cleanups.reverse()) {
      try {
        c();
      } catch {
        /* already stopped */
      }
    }
  }
}

main()
  // The HTTP/2 fronts and the servers are stopped above; exit without waiting for sockets to drain.
  .then(() => process.exit())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
