/**
 * npm run interactive (issue 50): on a fresh load of each key interaction's page, how soon does
 * a visitor's tap actually work? Playwright drives Debian's Chromium on a phone's viewport (375 ×
 * 812, touch), with 4× CPU throttling and Lighthouse's slow 4G emulated through CDP (150 ms RTT,
 * 1.6 Mbps down, 750 kbps up, cache disabled), a fresh browser context for every load. The target
 * control is tapped as soon as it is visible, and tapped again only once a tap is known lost;
 * the first tap that works is reported with its effect, beside FCP and LCP and the bare Next.js
 * page's FCP and LCP measured in the same run. What a working tap is and why these conditions:
 * docs/decisions/interactive-measurement.md. Servers, build and nginx as `npm run lighthouse`
 * (scripts/measured-sites.mjs); budgets in scripts/budgets.mjs. Writes
 * interactive-results/interactive.{json,md} and exits non-zero on a missed budget.
 *
 * Options: --interactions=pharmacyAdd,menu (default: all), --runs=5, --no-build,
 *          --transport=nginx|h1 (default nginx), --gate=ratchet (judge by INTERACTIVE_RATCHET
 *          instead of the target; both are reported).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import {
  INTERACTIVE_BUDGET,
  INTERACTIVE_RATCHET,
  interactionRow,
  interactiveMisses,
  median,
  tapBudgetMs,
} from './budgets.mjs';
import * as sites from './measured-sites.mjs';

const { args, runs: RUNS, transport: TRANSPORT, gate: GATE } = sites.measurementOptions();

/** Lighthouse's mobile slow 4G, as CDP takes it (bytes a second). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A tap whose effect has not come this long after it is lost, hydrated or not. */
const TAP_TIMEOUT_MS = 15_000;
/** A run in which no tap worked this long after navigation gives up (reported as never). */
const RUN_TIMEOUT_MS = 45_000;

/**
 * Recorded in every document before its own scripts run, in epoch milliseconds (the document's
 * time origin + performance.now(), so that a form that navigates keeps one clock): FCP and LCP
 * (buffered observers; the browser stops reporting LCP at the first input), every touchstart's
 * time (the event's own timestamp: when the finger landed, not when a busy page got to it), and
 * when the control being tapped (`target`, set by the script) had been hydrated by React.
 */
const INIT_SCRIPT = `(() => {
  const origin = performance.timeOrigin;
  const s = (window.__interactive = { origin, fcp: null, lcp: null, taps: [], target: null, targetHydratedAt: null, effectAt: null });
  const at = (t) => origin + t;
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') s.fcp = at(e.startTime); }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) s.lcp = at(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  addEventListener('touchstart', (e) => s.taps.push(at(e.timeStamp)), { capture: true, passive: true });
  s.hydrated = (el) => !el || !el.isConnected || Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  setInterval(() => {
    if (s.target && s.targetHydratedAt === null && s.hydrated(s.target)) s.targetHydratedAt = at(performance.now());
    const main = document.querySelector('main');
    if (main && s.mainHydratedAt === undefined && s.hydrated(main)) s.mainHydratedAt = at(performance.now());
  }, 50);
})();`;

// Effects, run in the page: (target, arg) => boolean. `target` is the tapped element (null on a
// document the tap navigated to).

/** The medicine `arg` is in the cart: its Remove button, its quantity stepper or the saved cart. */
function addedToCart(target, name) {
  const text = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim();
  if ([...document.querySelectorAll('button')].some((b) => text(b) === `Remove ${name} from cart`))
    return true;
  if (
    [...document.querySelectorAll('[role="group"][aria-label]')].some(
      (g) => g.getAttribute('aria-label') === `Quantity of ${name}`,
    )
  )
    return true;
  for (let i = 0; i < localStorage.length; i++) {
    try {
      const items = JSON.parse(localStorage.getItem(localStorage.key(i)))?.state?.items;
      if (Array.isArray(items) && items.some((it) => JSON.stringify(it).includes(name)))
        return true;
    } catch {
      /* not a cart */
    }
  }
  return false;
}

/** The menu is open: its button says so, or the panel it controls (or its <details>) shows. */
function menuOpen(target) {
  if (!target) return false;
  if (target.getAttribute('aria-expanded') === 'true' || target.closest('details[open]'))
    return true;
  const panel = document.getElementById(target.getAttribute('aria-controls') || '');
  return Boolean(panel && !panel.hidden && panel.getClientRects().length > 0);
}

/** The tapped date tab is the selected one. */
function tabSelected(target) {
  const tab = target?.isConnected ? target : target && document.getElementById(target.id);
  return tab?.getAttribute('aria-selected') === 'true';
}

/** The tapped time is chosen. */
function slotChosen(target) {
  if (!target) return false;
  if (['aria-pressed', 'aria-checked'].some((a) => target.getAttribute(a) === 'true')) return true;
  const id = target.getAttribute('data-slot-id');
  return Boolean(id && document.querySelector(`[data-slot-id="${id}"][aria-pressed="true"]`));
}

/** The search box shows suggestions: a visible link to a medicine's page beside it. */
function suggestionsShown(target) {
  const box = target?.closest('[role="search"], form') ?? document;
  return [...box.querySelectorAll('a[href], [data-suggestion]')].some(
    (a) =>
      a.getClientRects().length > 0 &&
      (a.hasAttribute('data-suggestion') ||
        /^\/pharmacy\/(?!search|addtocart)[^/]+$/.test(new URL(a.href, location.href).pathname)),
  );
}

/** The first visible element a locator finds. */
const firstVisible = (locator) => locator.filter({ visible: true }).first();

/**
 * The key interactions of issue 50. `path` finds the page; `locate` the control (by role and
 * accessible name); `effect` what a working tap does; `settleMs` how long after the control is
 * hydrated (and after the tap) its effect may take. Every control is on the page as loaded (a
 * doctor's profile draws its slot picker in the page's HTML).
 */
function interactions(pages, medicine) {
  const addButton = (page, name) =>
    firstVisible(page.getByRole('button', { name: name ?? /^Add .+ to cart$/ }));
  const nameOf = async (handle) =>
    (await handle.evaluate((el) => el.getAttribute('aria-label') || el.textContent || ''))
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^Add (.+) to cart$/, '$1');
  return {
    pharmacyAdd: {
      label: "'Add … to cart' on /pharmacy",
      path: '/pharmacy',
      locate: (page) => addButton(page),
      arg: nameOf,
      effect: addedToCart,
      settleMs: 300,
    },
    medicineAdd: {
      label: `'Add' on a medicine page (${medicine.name})`,
      path: `/pharmacy/${medicine.slug}`,
      locate: (page) => addButton(page, `Add ${medicine.name} to cart`),
      arg: async () => medicine.name,
      effect: addedToCart,
      settleMs: 300,
    },
    dateTab: {
      label: "a date tab of a doctor's slot picker",
      path: pages.doctor,
      locate: (page) => firstVisible(page.getByRole('tab', { selected: false })),
      effect: tabSelected,
      settleMs: 300,
    },
    slot: {
      label: "a time in a doctor's slot picker",
      path: pages.doctor,
      locate: (page) =>
        firstVisible(
          page.getByRole('tabpanel').getByRole('button', { pressed: false, disabled: false }),
        ),
      effect: slotChosen,
      settleMs: 300,
    },
    menu: {
      label: "the header's menu button",
      path: '/',
      locate: (page) => firstVisible(page.getByRole('button', { name: /^(open )?menu$/i })),
      effect: menuOpen,
      settleMs: 300,
    },
    search: {
      label: `the pharmacy's search box ('${medicine.name.slice(0, 4).toLowerCase()}')`,
      path: '/pharmacy',
      locate: (page) => firstVisible(page.getByRole('searchbox')),
      type: medicine.name.slice(0, 4).toLowerCase(),
      effect: suggestionsShown,
      // The box waits 250 ms after the last key, then asks the server over slow 4G (one round
      // trip on the open connection, ~0.7-1 s in all from the last key under these conditions).
      settleMs: 1500,
    },
  };
}

/** An in-stock medicine sold without a prescription, from the catalogue's first page. */
async function plainMedicine(base) {
  const body = await (await fetch(`${base}/api/medPhram/get_medPhram?limit=100`)).json();
  const found = body.data.find(
    (m) => m.availability && !m.prescription_required && m.schedule !== 'X',
  );
  if (!found) throw new Error('no in-stock medicine without a prescription in the catalogue');
  return { name: found.medicine_name, slug: found.slug };
}

/** A fresh context and tab with the phone, the CPU slowdown and slow 4G. */
async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  await context.addInitScript(INIT_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/** The page's state, retried over a navigation (the execution context is replaced). */
async function state(page) {
  for (let i = 0; ; i++) {
    try {
      return await page.evaluate(() => {
        const s = window.__interactive;
        return s && { ...s, target: undefined, hydrated: undefined };
      });
    } catch (error) {
      if (i === 20) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Taps the control `step.locate` finds (waiting for it to be visible) until a tap works.
 * A tap works when `step.effect` holds after it without another tap; it is lost once the control
 * is hydrated and `settleMs` have passed since both the tap and the hydration with no effect, or
 * TAP_TIMEOUT_MS after the tap whatever happens. A lost tap is followed at once by the next, at
 * the control's place as the verdict found it. Returns the working tap's and its effect's times
 * (epoch ms), the lost taps, when the control was hydrated, and the effect's argument.
 */
async function firstWorkingTap(page, step, deadline) {
  let lost = 0;
  let found = null;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { tapAt: null, effectAt: null, lost, hydratedAt: null, arg: null };
    if (!found) found = await findControl(page, step, remaining);
    const { arg, box } = found;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (step.type) {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(step.type);
    }
    const outcome = await waitForOutcome(page, step, arg, found.taps);
    if (outcome.works) return { ...outcome, lost, arg };
    lost += 1;
    found = outcome.box ? { arg, box: outcome.box, taps: outcome.taps } : null;
  }
}

/** The control, visible and scrolled to: its place, the taps so far and the effect's argument. */
async function findControl(page, step, timeout) {
  const locator = step.locate(page);
  await locator.waitFor({ state: 'visible', timeout });
  const handle = await locator.elementHandle({ timeout });
  const arg = step.arg ? await step.arg(handle) : null;
  // Scrolled to at once (not smoothly, as the page's CSS asks), and tapped at once.
  const taps = await handle.evaluate((el) => {
    const s = window.__interactive;
    if (s.target !== el) s.targetHydratedAt = s.hydrated(el) ? s.origin + performance.now() : null;
    s.target = el;
    s.effectAt = null;
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    return s.taps.length;
  });
  const box = await handle.boundingBox();
  if (!box) throw new Error(`${step.label ?? 'the control'} has no place on the page`);
  return { arg, box, taps };
}

/**
 * Evaluates `expression` in the page every 50 ms until it is truthy, and returns it. Evaluated
 * by CDP, as the page's Content-Security-Policy (no 'unsafe-eval') forbids Playwright's
 * waitForFunction; over a navigation (a tap that submitted a form) it goes on in the new document.
 */
async function poll(page, expression, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await page.evaluate(expression);
      if (value) return value;
    } catch (error) {
      if (!/context was destroyed|navigat|__interactive/i.test(error.message)) throw error;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression.slice(0, 60)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Polls the page until the tap (the one after the first `tapsBefore` touches) shows its effect or
 * is lost; a lost tap's verdict carries the control's place for the next one (none if it left).
 */
function waitForOutcome(page, step, arg, tapsBefore) {
  const expression = `(() => {
    const s = window.__interactive;
    const now = s.origin + performance.now();
    const tapAt = s.taps[${tapsBefore}];
    if (tapAt === undefined) return now - ${Date.now()} > ${TAP_TIMEOUT_MS} ? { works: false } : null;
    if ((${step.effect})(s.target, ${JSON.stringify(arg)})) {
      s.effectAt = s.effectAt ?? now;
      return { works: true, tapAt, effectAt: s.effectAt, hydratedAt: s.targetHydratedAt };
    }
    if (s.targetHydratedAt === null && s.hydrated(s.target)) s.targetHydratedAt = now;
    const since = Math.max(tapAt, s.targetHydratedAt ?? Infinity);
    if (now - since <= ${step.settleMs} && now - tapAt <= ${TAP_TIMEOUT_MS}) return null;
    const t = s.target;
    const r = t && t.isConnected && !t.closest('[hidden]') ? t.getBoundingClientRect() : null;
    return {
      works: false,
      taps: s.taps.length,
      box: r && r.width > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null,
    };
  })()`;
  return poll(page, expression, TAP_TIMEOUT_MS + 5_000);
}

/** One fresh load of an interaction's page: paint times and its first working tap, in ms. */
async function measureInteraction(browser, origin, interaction) {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(origin + interaction.path, { waitUntil: 'commit' });
    const start = (await state(page)).origin;
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    const ms = (t) => (t === null || t === undefined ? null : Math.round(t - start));
    const tap = await firstWorkingTap(page, interaction, deadline);
    // Taps that worked once must stay worked: a tap counted lost that a replay then carried out
    // as well would undo an Add or a menu's opening.
    let reverted = false;
    if (tap.tapAt !== null) {
      await page.waitForTimeout(1000);
      reverted = !(await page.evaluate(
        `(${interaction.effect})(window.__interactive.target, ${JSON.stringify(tap.arg)})`,
      ));
    }
    const s = await state(page);
    return {
      fcpMs: ms(s.fcp),
      lcpMs: ms(s.lcp),
      tapMs: ms(tap.tapAt),
      effectMs: ms(tap.effectAt),
      hydratedMs: ms(tap.hydratedAt),
      lostTaps: tap.lost,
      reverted,
    };
  } finally {
    await close();
  }
}

/** One fresh load of the bare Next.js page: FCP and LCP once it has loaded and settled. */
async function measureBare(browser, origin) {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const s = await state(page);
    return {
      fcpMs: Math.round(s.fcp - s.origin),
      lcpMs: Math.round(s.lcp - s.origin),
      // When React had hydrated its <main> (polled every 50 ms): how long this hour's CPU makes a
      // bare page wait for its script, beside which the site's taps can be read.
      hydratedMs: s.mainHydratedAt === undefined ? null : Math.round(s.mainHydratedAt - s.origin),
    };
  } finally {
    await close();
  }
}

/** Chooses the entries named in `wanted` (a comma list), failing on a name that is not there. */
function chosen(all, wanted) {
  if (typeof wanted !== 'string') return all;
  const names = wanted.split(',');
  const missing = names.filter((n) => !all.some(([name]) => name === n));
  if (missing.length > 0)
    throw new Error(`no ${missing.join(', ')}; known: ${all.map(([n]) => n).join(', ')}`);
  return all.filter(([name]) => names.includes(name));
}

function report(rows, bare, misses, ratchetMisses) {
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`;
  const meta = `First working tap, median of ${RUNS} fresh loads of each interaction and of the bare Next.js page beside them (alternating), Chromium via Playwright on a 375 × 812 touch screen, ${CPU_SLOWDOWN}× CPU slowdown and slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) by CDP, cache disabled, ${sites.TRANSPORT_NAMES[TRANSPORT]}, ${new Date().toISOString()}, ${cpu}. Times in ms from navigation start.`;
  const header = [
    '| Interaction | Page | FCP | LCP | first working tap | its effect | lost taps | control hydrated | target (LCP + 1 s) | CI ratchet | target met | working tap, each run | lost taps, each run |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|',
  ].join('\n');
  const fmt = (v) => (Number.isFinite(v) ? v : 'never');
  const lines = rows.map((r) => {
    const target = tapBudgetMs(r, INTERACTIVE_BUDGET);
    const cells = [
      r.label,
      r.path,
      fmt(r.fcpMs),
      fmt(r.lcpMs),
      fmt(r.tapMs),
      fmt(r.effectMs),
      r.lostTaps,
      fmt(r.hydratedMs),
      target,
      tapBudgetMs(r, INTERACTIVE_RATCHET),
      r.tapMs <= target ? 'yes' : '**no**',
      r.tapRuns.join(', '),
      r.lostRuns.join(', '),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const bareLine = `Bare Next.js page (bench/reference-app): FCP ${bare.fcpMs} ms, LCP ${bare.lcpMs} ms (medians; LCP each run ${bare.lcpRuns.join(', ')}); its <main> hydrated at ${bare.hydratedMs} ms (each run ${bare.hydratedRuns.join(', ')}).`;
  const list = (title, items) =>
    items.length ? `${title}:\n${items.map((m) => `- ${m}`).join('\n')}` : `${title}: none.`;
  return `${meta}\n\n${header}\n${lines.join('\n')}\n\n${bareLine}\n\n${list('Target misses', misses)}\n\n${list('CI ratchet misses', ratchetMisses)}\n`;
}

async function main() {
  const cleanups = [];
  try {
    const { site, reference, certificate } = await sites.startMeasuredSites({
      build: !args['no-build'],
      transport: TRANSPORT,
      cleanups,
    });
    const pages = Object.fromEntries(await sites.discoverPages(site.direct));
    const medicine = await plainMedicine(site.direct);
    const all = chosen(Object.entries(interactions(pages, medicine)), args.interactions);
    const browser = await chromium.launch({
      executablePath: sites.chromiumPath(),
      args: sites.chromiumFlags(certificate),
    });
    cleanups.push(() => void browser.close());

    // Not counted: a render of each page, so that the cached page is measured, and one load of
    // the first page and of the bare page, which pay for a fresh browser's and server's caches.
    for (const p of new Set(all.map(([, i]) => i.path))) {
      for (let i = 0; i < 2; i++) await fetch(site.direct + p);
    }
    await measureInteraction(browser, site.origin, all[0][1]).catch((e) =>
      console.warn(`warm-up: ${e.message}`),
    );
    await measureBare(browser, reference.origin).catch((e) => console.warn(`warm-up: ${e}`));

    const runs = Object.fromEntries(all.map(([name]) => [name, []]));
    const bareRuns = [];
    for (let i = 0; i < RUNS; i++) {
      for (const [name, interaction] of all) {
        const run = await measureInteraction(browser, site.origin, interaction).catch((e) => {
          console.warn(`${name}, run ${i + 1}: ${e.message.split('\n')[0]}`);
          return { fcpMs: null, lcpMs: null, tapMs: null, effectMs: null, lostTaps: 0 };
        });
        runs[name].push(run);
        console.log(`${name} run ${i + 1}: ${JSON.stringify(run)}`);
      }
      bareRuns.push(await measureBare(browser, reference.origin));
      console.log(`bare page run ${i + 1}: ${JSON.stringify(bareRuns.at(-1))}`);
    }
    const bare = {
      fcpMs: median(bareRuns.map((r) => r.fcpMs)),
      lcpMs: median(bareRuns.map((r) => r.lcpMs)),
      lcpRuns: bareRuns.map((r) => r.lcpMs),
      hydratedMs: median(bareRuns.map((r) => r.hydratedMs ?? Infinity)),
      hydratedRuns: bareRuns.map((r) => r.hydratedMs),
    };
    const rows = all.map(([name, interaction]) => ({
      ...interactionRow(name, interaction.path, runs[name], bare.lcpMs),
      label: interaction.label,
      runs: runs[name],
    }));
    const misses = interactiveMisses(rows, INTERACTIVE_BUDGET);
    const ratchetMisses = interactiveMisses(rows, INTERACTIVE_RATCHET);
    const md = report(rows, bare, misses, ratchetMisses);
    mkdirSync('interactive-results', { recursive: true });
    writeFileSync(
      'interactive-results/interactive.json',
      JSON.stringify(
        { transport: TRANSPORT, runs: RUNS, rows, bare, misses, ratchetMisses },
        null,
        2,
      ),
    );
    writeFileSync('interactive-results/interactive.md', md);
    console.log(`\n${md}`);
    console.log(`Gate: ${GATE === 'ratchet' ? 'CI ratchet' : 'target budgets'}.`);
    process.exitCode = (GATE === 'ratchet' ? ratchetMisses : misses).length ? 1 : 0;
  } finally {
    sites.runCleanups(cleanups);
  }
}

main()
  .then(() => process.exit())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
