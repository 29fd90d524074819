/**
 * A short-lived, bounded, in-process cache with single-flight loading, for live answers that
 * many visitors ask for at once (a doctor's slots, medicine suggestions, a coupon's percentage).
 *
 * - Concurrent misses for one key share a single load: fifty visitors opening the same doctor's
 *   slot picker cost one database query, not fifty queued behind each other.
 * - An entry lives `ttlMs`; a write this process makes calls `clear()` or `delete()` so its own
 *   visitors see the change at once. Other instances (PostgreSQL with several app processes) see
 *   it within `ttlMs`; whatever must never be wrong (one booking per slot) is a database
 *   constraint, not a read of this cache.
 * - A failed load is not cached; the next request tries again.
 * - At most `maxEntries` keys: the oldest is dropped first. Expired entries are dropped as new
 *   keys arrive, so after a burst of varied queries the memory comes back.
 * - Once loaded, an entry keeps only the answer, never the loading promise: Next.js serves each
 *   request inside an AsyncLocalStorage store, every promise made during the request carries
 *   that store, and a cached promise kept the whole request (request, response, socket) alive
 *   for as long as its entry lived: about 20 MB for 1,000 search entries under load
 *   (docs/performance.md, "Memory under load").
 */
export type MicroCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
};

/** Loading (concurrent callers share the promise), then loaded (only the answer is kept). */
type Entry<V> = { expiresAt: number } & ({ loading: Promise<V> } | { loaded: V });

export function createMicroCache<V>({
  ttlMs,
  maxEntries = 1000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): MicroCache<V> {
  const entries = new Map<string, Entry<V>>();

  // Entries are only ever appended with `now() + ttlMs` (a settled answer keeps its place and
  // time), so the map is in expiry order and the sweep stops at the first live entry.
  function dropExpired(time: number) {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > time) break;
      entries.delete(key);
    }
  }

  return {
    get(key, load) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) {
        return 'loading' in hit ? hit.loading : Promise.resolve(hit.loaded);
      }
      if (hit) entries.delete(key);
      dropExpired(time);

      const loading = load();
      const entry: Entry<V> = { loading, expiresAt: time + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // Settled, the entry is replaced, never revived: a failure is forgotten at once.
      loading.then(
        (loaded) => {
          if (entries.get(key) === entry) entries.set(key, { loaded, expiresAt: entry.expiresAt });
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return loading;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
