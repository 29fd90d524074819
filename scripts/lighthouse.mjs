/**
 * npm run lighthouse: mobile Lighthouse (simulated throttling) on the production build, each page
 * measured side by side with the bare Next.js page of bench/reference-app through the same
 * transport, the median of N runs of each, judged by the budgets of scripts/budgets.mjs (relative
 * to the bare page: this machine's speed varies from hour to hour, the ratio does not). Writes
 * lighthouse-results/lighthouse.{json,md} and exits non-zero when a budget is missed.
 *
 * Options: --pages=home,treatment,medicine (default: every page), --runs=5, --no-build,
 *          --transport=nginx|h1 (default nginx), --gate=ratchet (exit non-zero on a miss of
 *          CI_RATCHET instead of the target budgets; both are reported), --signed-in (the site's
 *          pages are loaded with a real patient session's cookies: the header's signed-in island
 *          runs, and the budgets must hold as for a guest; scripts/signed-in-session.ts),
 *          --reports=DIR (each run's Lighthouse report kept there as JSON, to read its long tasks
 *          and main-thread breakdown).
 * Chromium: CHROME_PATH, else `command -v chromium`.
 *
 * Transports: `nginx` (the default) puts a real nginx before `next start`, configured by the
 * production example deploy/nginx/saithunga.conf (TLS, HTTP/2, gzip, proxy_pass), as the site is
 * deployed (scripts/nginx-front.mjs installs Debian's package when it is missing). `h1` loads
 * `next start` directly over plain HTTP/1.1, which Lighthouse's simulation models as six fresh
 * TCP connections per origin, each with its own handshake and slow start.
 *
 * Side by side: the page's runs and the bare page's alternate (page, bare, page, bare...), so
 * that whatever else the machine does weighs on both alike.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  CI_RATCHET,
  LIGHTHOUSE_BUDGET,
  firstLoadScripts,
  lighthouseMisses,
  median,
  pageBudget,
} from './budgets.mjs';
import { logTail } from './local-servers.mjs';
import {
  TRANSPORT_NAMES,
  chromiumFlags,
  chromiumPath,
  discoverPages,
  measurementOptions,
  runCleanups,
  startMeasuredSites,
} from './measured-sites.mjs';

const { args, runs: RUNS, transport: TRANSPORT, gate: GATE } = measurementOptions();
const TRANSPORT_NAME = TRANSPORT_NAMES[TRANSPORT];
const REPORTS_DIR = typeof args.reports === 'string' ? args.reports : null;
let reportsKept = 0;

/** Pages kept out of search engines (noindex): their SEO score is not a budget. */
const NOT_INDEXED = new Set(['cart', 'labCart', 'labBooked', 'labReport', 'manage', 'track']);

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
 * The cart is measured with items in it, as a shopper sees it: in the browser Lighthouse will
 * use, medicines are added from their pages (the cart lives in the origin's localStorage:
 * docs/decisions/browser-cart.md), and Lighthouse keeps the storage. The HTTP cache those pages
 * filled is cleared by `preparedTab`, so the cart is not measured as a third page load reading
 * back V8's code cache of the framework's scripts (docs/decisions/lighthouse-measurement.md).
 */
/** components/cart/cart-store.ts's CART_STORAGE_KEY (that module is TypeScript). */
const CART_STORAGE_KEY = 'pharmacy-cart';

async function withCartItems(server, chromePort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  const xml = await (await fetch(`${server.direct}/sitemap.xml`)).text();
  const medicines = [...xml.matchAll(/<loc>[^<]*(\/pharmacy\/(?!addtocart)[^<]+)<\/loc>/g)].map(
    (m) => m[1],
  );
  const cartSize = () =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.state?.items?.length ?? 0,
      CART_STORAGE_KEY,
    );
  let added = 0;
  // A few pages at most: a catalogue whose first pages cannot be added to a cart is a failure.
  for (const medicine of medicines.slice(0, 10)) {
    if (added === 2) break;
    await page.goto(server.origin + medicine, { waitUntil: 'load' });
    const button = await page
      .waitForSelector('main button::-p-text(Add)', { timeout: 10_000 })
      .catch(() => null);
    if (!button) continue; // out of stock
    // A click before the page has hydrated is kept and performed then (one unit however many).
    const before = await cartSize();
    await button.click();
    for (let i = 0; i < 20 && (await cartSize()) === before; i++) {
      await new Promise((r) => setTimeout(r, 500));
    }
    if ((await cartSize()) > before) added += 1;
  }
  if (added === 0) throw new Error('no medicine could be added to the cart');
  return { page, close: () => page.close().then(() => browser.disconnect()) };
}

/**
 * Empties the browser's HTTP cache (and with it V8's code cache of the scripts), which Lighthouse
 * leaves as it is in a tab whose storage it keeps: every run starts from an empty cache, as the
 * bare page's do.
 */
async function clearHttpCache(page) {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}

/**
 * The tab a run of the site's page `name` is measured in, or null for Lighthouse's own fresh tab:
 * the cart's with medicines in it; with --signed-in, any page's with the patient's cookies set (the
 * run then keeps the tab's storage, which Lighthouse would otherwise clear). Its HTTP cache is
 * emptied first, whatever prepared it.
 */
async function preparedTab(name, server, chromePort, cookie) {
  if (name !== 'cart' && !cookie) return null;
  let tab;
  if (name === 'cart') tab = await withCartItems(server, chromePort);
  else {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
    const page = await browser.newPage();
    tab = { page, close: () => page.close().then(() => browser.disconnect()) };
  }
  if (cookie) {
    const cookies = cookie.split('; ').map((pair) => {
      const [cookieName, value] = pair.split('=');
      return { name: cookieName, value, url: server.origin };
    });
    await tab.page.setCookie(...cookies);
  }
  await clearHttpCache(tab.page);
  return tab;
}

/** A run Lighthouse answered with a runtime error (no paint in time, a crashed tab). */
class UnmeasuredError extends Error {}

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
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${String((reportsKept += 1)).padStart(3, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}`;
    writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  // Lighthouse answers a page it could not measure (no paint in time, a crashed tab) with a
  // report of empty audits; say so rather than fail on a missing number.
  if (lhr.runtimeError) {
    throw new UnmeasuredError(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`,
    );
  }
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
 * Debian's Chromium, headless, with its own profile folder so that its log can be read when a run
 * goes wrong. `restart()` replaces a browser that stopped painting with a fresh one.
 */
async function startChromium(chromePath, certificate) {
  let profile;
  let launched;
  const launch = async () => {
    profile = mkdtempSync(path.join(os.tmpdir(), 'saithunga-lh-chromium-'));
    launched = await chromeLauncher.launch({
      chromePath,
      userDataDir: profile,
      chromeFlags: ['--headless=new', ...chromiumFlags(certificate)],
    });
  };
  const close = () => {
    try {
      launched?.kill();
    } finally {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    }
  };
  await launch();
  return {
    get port() {
      return launched.port;
    },
    /** The last lines Chromium wrote to its standard error. */
    logTail: () => logTail(path.join(profile, 'chrome-err.log')),
    async restart() {
      close();
      await launch();
    },
    close,
  };
}

/**
 * One Lighthouse run, tried again in a fresh browser when Lighthouse could not measure it: a
 * headless browser that has stopped painting (seen once on a CI machine: NO_FCP on the site and
 * the bare page alike, from the first run on) says nothing about the page. A page that never
 * paints fails all its attempts, and the check with it. Only measured runs of a warm browser are
 * counted.
 */
const ATTEMPTS = 3;
async function measure(chrome, server, run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof UnmeasuredError)) throw error;
      console.warn(
        `${error.message} (attempt ${attempt} of ${ATTEMPTS})\n${await server.diagnose()}\nChromium's last log lines:\n${chrome.logTail()}`,
      );
      if (attempt === ATTEMPTS) throw error;
      console.warn('Starting a fresh Chromium.');
      await chrome.restart();
      // A fresh browser's first load is not counted, as at the start (see the warm-up in main).
      await run().catch(() => {});
    }
  }
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
  try {
    const { site, reference, certificate, cookie } = await startMeasuredSites({
      build: !args['no-build'],
      transport: TRANSPORT,
      signedIn: Boolean(args['signed-in']),
      cleanups,
    });
    const referenceJsKb = await firstLoadJsKb(`${reference.direct}/`);

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
    const chrome = await startChromium(chromiumPath(), certificate);
    cleanups.push(() => chrome.close());

    // One run of each that is not counted: the first load of a fresh browser and server pays for
    // caches and compilation that no visitor's page load does.
    // A warm-up that Lighthouse could not measure has still warmed what it loaded.
    const warm = (server, url) =>
      measure(chrome, server, () => audit(url, chrome.port)).catch((e) =>
        console.warn(`warm-up: ${e.message}`),
      );
    await warm(site, site.origin + pages[0][1]);
    await warm(reference, `${reference.origin}/`);

    const rows = [];
    for (const [name, p] of pages) {
      for (let i = 0; i < 2; i++) await fetch(site.direct + p); // render once so the cached page is measured
      const runs = [];
      const referenceRuns = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await measure(chrome, site, async () => {
            const tab = await preparedTab(name, site, chrome.port, cookie);
            if (!tab) return audit(site.origin + p, chrome.port);
            try {
              return await audit(site.origin + p, chrome.port, tab.page);
            } finally {
              await tab.close();
            }
          }),
        );
        referenceRuns.push(
          await measure(chrome, reference, () => audit(`${reference.origin}/`, chrome.port)),
        );
      }
      const row = summarise(name, p, runs, await firstLoadJsKb(site.direct + p));
      row.indexed = !NOT_INDEXED.has(name);
      row.reference = summarise('reference', 'bare Next.js page', referenceRuns, referenceJsKb);
      row.budget = pageBudget(row.reference);
      rows.push(row);
      console.log(`${name} ${p}: done`);
    }

    const misses = lighthouseMisses(rows, LIGHTHOUSE_BUDGET);
    const ratchetMisses = lighthouseMisses(rows, CI_RATCHET);
    const gateMisses = GATE === 'ratchet' ? ratchetMisses : misses;
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '–');
    const header = [
      '| Page | Perf | A11y | Best pr. | SEO | LCP ms | bare LCP | LCP budget | TBT ms | bare TBT | TBT ratio | TBT budget | CLS | first-load JS kB (gzip) | TBT ms, each run | bare TBT, each run |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ].join('\n');
    const table = rows
      .map((r) =>
        [
          r.path,
          r.performance,
          r.accessibility,
          r['best-practices'],
          r.indexed ? r.seo : `${r.seo} (noindex)`,
          r.lcpMs,
          r.reference.lcpMs,
          r.budget.lcpMs,
          r.tbtMs,
          r.reference.tbtMs,
          ratio(r.tbtMs, r.reference.tbtMs),
          r.budget.tbtMs,
          r.cls,
          r.jsKb,
          r.tbtRuns.join(', '),
          r.reference.tbtRuns.join(', '),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`)
      .join('\n');
    // Lighthouse times the host's CPU before each run: TBT is observed task time × 4, so a busy
    // machine (a low index) shows up in TBT. Its 4× slowdown is calibrated for an index of ~1500.
    const indexes = rows.flatMap((r) => [r.benchmarkIndex, r.reference.benchmarkIndex]);
    const meta = `Mobile Lighthouse (simulated throttling), median of ${RUNS} runs of each page and of the bare Next.js page (${referenceJsKb} kB first-load JS) beside it, ${TRANSPORT_NAME}, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Lighthouse CPU benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)} (medians).${cookie ? " Signed in: every site page loaded with a patient session's cookies." : ''}`;
    const list = (title, lines) =>
      lines.length ? `${title}:\n${lines.map((m) => `- ${m}`).join('\n')}` : `${title}: none.`;
    const md = `${meta}\n\n${header}\n${table}\n\n${list('Target budget misses', misses)}\n\n${list('CI ratchet misses', ratchetMisses)}\n`;
    mkdirSync('lighthouse-results', { recursive: true });
    writeFileSync(
      'lighthouse-results/lighthouse.json',
      JSON.stringify({ meta, transport: TRANSPORT, rows, misses, ratchetMisses }, null, 2),
    );
    writeFileSync(`lighthouse-results/lighthouse-${TRANSPORT}.md`, md);
    writeFileSync('lighthouse-results/lighthouse.md', md);
    console.log(`\n${md}`);
    console.log(`Gate: ${GATE === 'ratchet' ? 'CI ratchet' : 'target budgets'}.`);
    process.exitCode = gateMisses.length ? 1 : 0;
  } finally {
    runCleanups(cleanups);
  }
}

main()
  // nginx and the servers are stopped above; exit without waiting for sockets to drain.
  .then(() => process.exit())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
