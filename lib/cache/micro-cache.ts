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
 * - At most `maxEntries` keys: the oldest is dropped first.
 */
export type MicroCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
};

type Entry<V> = { value: Promise<V>; expiresAt: number };

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

  return {
    get(key, load) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return hit.value;
      if (hit) entries.delete(key);

      const value = load();
      const entry = { value, expiresAt: time + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // A failure is forgotten at once (the entry is only ever replaced, never revived).
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
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
