/**
 * The performance budgets (the performance issue; docs/performance.md) and the rules that judge
 * a measurement against them, in one place for `npm run lighthouse` and `npm run bench`.
 */

/** Mobile Lighthouse, per page, on the median of the runs. */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  jsKb: 170,
};

/** autocannon at 50 connections: cached pages against the bare Next.js page; live endpoints. */
export const SERVER_BUDGET = {
  cachedRatioToNext: 0.8,
  cachedP99Ms: 50,
  liveP99Ms: 100,
};

/** The middle value; of an even count, the higher of the two middle ones (never flattering). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

const SCORES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Every budget a Lighthouse row misses, as a line for the report. A row has the four category
 * scores (0-100), lcpMs, tbtMs, cls, jsKb (first-load JS, gzip) and the ids of its failing
 * binary audits (named beside a missed score).
 */
export function lighthouseMisses(rows, budget = LIGHTHOUSE_BUDGET) {
  const misses = [];
  for (const r of rows) {
    for (const k of SCORES) {
      if (r[k] < budget[k]) {
        const failing = r.failing?.length ? ` (failing: ${r.failing.join(', ')})` : '';
        misses.push(`${r.path}: ${k} ${r[k]} < ${budget[k]}${failing}`);
      }
    }
    if (r.lcpMs > budget.lcpMs) misses.push(`${r.path}: LCP ${r.lcpMs} ms > ${budget.lcpMs}`);
    if (r.tbtMs > budget.tbtMs) misses.push(`${r.path}: TBT ${r.tbtMs} ms > ${budget.tbtMs}`);
    if (r.cls > budget.cls) misses.push(`${r.path}: CLS ${r.cls} > ${budget.cls}`);
    if (r.jsKb > budget.jsKb) misses.push(`${r.path}: first-load JS ${r.jsKb} kB > ${budget.jsKb}`);
  }
  return misses;
}

/**
 * Adds each server row's throughput as a ratio to the bare Next.js page (`vsNext`) and to the
 * static-bytes ceiling (`vsCeiling`), and returns every budget the rows miss. Rows have a name,
 * a kind ('reference', 'cached' or 'live'), rps, p99 (ms) and errors.
 */
export function serverMisses(rows, bareNext, ceiling, budget = SERVER_BUDGET) {
  const misses = [];
  // Without a bare page to compare with, no cached page may pass the ratio.
  if (!(bareNext.rps > 0)) misses.push(`${bareNext.name}: no throughput to compare with`);
  for (const row of rows) {
    const ratio = bareNext.rps > 0 ? row.rps / bareNext.rps : NaN;
    // Judged unrounded: 0.795 must not pass as 0.8.
    row.vsNext = +ratio.toFixed(3);
    row.vsCeiling = +(row.rps / ceiling.rps).toFixed(3);
    if (row.kind === 'reference') continue;
    if (row.kind === 'cached' && !(ratio >= budget.cachedRatioToNext))
      misses.push(`${row.name}: ${ratio.toFixed(3)}× bare Next < ${budget.cachedRatioToNext}`);
    const p99Budget = row.kind === 'cached' ? budget.cachedP99Ms : budget.liveP99Ms;
    if (row.p99 > p99Budget) misses.push(`${row.name}: p99 ${row.p99} ms > ${p99Budget}`);
    if (row.errors > 0) misses.push(`${row.name}: ${row.errors} errors`);
  }
  return misses;
}

/**
 * The addresses of the scripts a page's HTML loads itself, each once: its first load. `noModule`
 * polyfills are left out, as current browsers never fetch them; inline scripts have no address.
 */
export function firstLoadScripts(html) {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => attrs.match(/\bsrc="([^"]+)"/)?.[1])
    .filter(Boolean);
  return [...new Set(sources)];
}
