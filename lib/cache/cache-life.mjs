/**
 * The `content` cache profile of every cached read (lib/<domain>/reads.ts; next.config.mjs
 * registers it; each read names it through `cachedFor`): a read is kept an hour (the ISR pages
 * built from it are then served once more while one request renders them afresh), never longer
 * than a day. An edit shows sooner: POST /api/revalidate expires its tags at once. Seconds, as
 * `cacheLife` takes them.
 */
export const CONTENT_CACHE_LIFE = { stale: 300, revalidate: 3600, expire: 86_400 };
