/**
 * The `content` cache profile of every read in lib/data (next.config.mjs registers it; each
 * read names it through `cachedFor`): fresh for an hour, then served while one request refreshes
 * it, never older than a day. An edit shows sooner: POST /api/revalidate expires its tags at once.
 * Seconds, as `cacheLife` takes them.
 */
export const CONTENT_CACHE_LIFE = { stale: 300, revalidate: 3600, expire: 86_400 };
