/**
 * Counts kept as plain numbers on globalThis, for code that cannot import prom-client's registry
 * (Next's cache handlers, loaded from next.config.mjs outside the app's module graph) or should
 * not (lib/db/open.ts, used by scripts). lib/metrics/registry.ts reads them at scrape time.
 */
const counts = (globalThis.__saithungaCounts ??= new Map());

/** Adds `by` to the count named `name` with the label values in `labels` (a fixed, small set). */
export function addCount(name, labels, by = 1) {
  const key = `${name}\u0000${JSON.stringify(labels)}`;
  const entry = counts.get(key);
  if (entry) entry.value += by;
  else counts.set(key, { name, labels, value: by });
}

/** Every count of `name`, as label values and total. */
export function readCounts(name) {
  return [...counts.values()].filter((c) => c.name === name);
}

/** A read of a shared cache layer: hit when it answered an entry. */
export function countCacheRead(layer, hit) {
  addCount('cache_reads', { layer, result: hit ? 'hit' : 'miss' });
}

/** The buckets of the page duration histogram, in seconds (the API's, lib/metrics/registry.ts). */
export const PAGE_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One answer of a page or asset, counted by scripts/start.mjs when it is finished: by route
 * pattern and status, and its time into the duration histogram's buckets, sum and count.
 */
export function countPageAnswer(route, status, seconds) {
  addCount('page_requests', { route, status: String(status) });
  if (status >= 500) addCount('page_errors', { route });
  for (const le of PAGE_SECONDS_BUCKETS) {
    if (seconds <= le) addCount('page_seconds_bucket', { route, le: String(le) });
  }
  addCount('page_seconds_bucket', { route, le: '+Inf' });
  addCount('page_seconds_sum', { route }, seconds);
}
