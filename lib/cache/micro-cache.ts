import { LRUCache } from 'lru-cache';

/**
 * A short-lived, bounded, in-process cache with single-flight loading, for live answers that
 * many visitors ask for at once (a doctor's slots, medicine suggestions, a coupon's percentage),
 * on lru-cache's `fetch`.
 *
 * - Concurrent misses for one key share a single load: fifty visitors opening the same doctor's
 *   slot picker cost one database query, not fifty queued behind each other.
 * - An entry lives `ttlMs`; a write this process makes calls `clear()` or `delete()` so its own
 *   visitors see the change at once. Other instances (PostgreSQL with several app processes) see
 *   it within `ttlMs`; whatever must never be wrong (one booking per slot) is a database
 *   constraint, not a read of this cache.
 * - A failed load is not cached; the next request tries again. A load still running when its
 *   key is cleared answers its callers but is not kept.
 * - At most `maxEntries` keys, least recently used dropped first; expired entries are dropped
 *   when a new key is loaded, so after a burst of varied queries the memory comes back.
 * - Once loaded, an entry keeps only the answer, never the loading promise: Next.js serves each
 *   request inside an AsyncLocalStorage store, and a cached promise would keep the whole request
 *   (request, response, socket) alive for as long as its entry lived (docs/performance.md,
 *   "Memory under load"; tests/cache/micro-cache.test.ts checks it).
 */
export type MicroCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
};

/** lru-cache keeps no null or undefined values, which are answers here ('no such doctor'). */
type Box<V> = { value: V };

export function createMicroCache<V>({
  ttlMs,
  maxEntries = 1000,
  now,
}: {
  ttlMs: number;
  maxEntries?: number;
  /** The clock, for tests. */
  now?: () => number;
}): MicroCache<V> {
  const cache = new LRUCache<string, Box<V>, () => Promise<V>>({
    max: maxEntries,
    ttl: ttlMs,
    // Read the clock on every check (its default caches it for 1 ms, which an injected clock defeats).
    ttlResolution: 0,
    ...(now && { perf: { now } }),
    fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
    // clear() or delete() during a load (a booking was just written) must not fail the requests
    // waiting for it: they get the answer, which is not stored (the entry is gone).
    ignoreFetchAbort: true,
  });

  return {
    async get(key, load) {
      if (!cache.has(key)) cache.purgeStale();
      const box = await cache.fetch(key, { context: load });
      return (box as Box<V>).value;
    },
    delete: (key) => void cache.delete(key),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}

const databaseKeys = new WeakMap<object, number>();
let databasesSeen = 0;

/**
 * A number per database handle, to put in front of cache keys: a process that opens two
 * databases (the test suite runs PGlite and PostgreSQL side by side, whose ids overlap) never
 * answers one database's question from the other's rows.
 */
export function databaseScope(db: object): number {
  let key = databaseKeys.get(db);
  if (key === undefined) {
    databasesSeen += 1;
    key = databasesSeen;
    databaseKeys.set(db, key);
  }
  return key;
}
