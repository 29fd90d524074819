/**
 * The page cache handler (next.config.mjs `cacheHandler`) when REDIS_URL is set: ISR pages and
 * route answers live in Redis, so every instance serves the page the first one rendered, and a
 * revalidated tag expires them for all. Next's interface: `CacheHandler` in
 * node_modules/next/dist/server/lib/incremental-cache/index.d.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  entryKey,
  expireTags,
  expiredSince,
  logCacheError,
  redis,
  staleSince,
  tagTimes,
} from './redis-cache-store.mjs';
import { countCacheRead } from '../metrics/counts.mjs';

/** Pages are kept at most this long whatever their own lifetime (seconds). */
const MAX_TTL = 7 * 24 * 3600;
const TAGS_HEADER = 'x-next-cache-tags';

/** Entries hold Buffers (RSC payloads, route bodies) and a Map (segment data): kept as such. */
function serialize(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { __buffer: raw.toString('base64') };
    if (raw instanceof Map) return { __map: [...raw.entries()] };
    return value;
  });
}

function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64');
      if (Array.isArray(value.__map)) return new Map(value.__map);
    }
    return value;
  });
}

/** The tags an entry answers to: a page's header, or a fetch's own and implicit tags. */
function tagsOf(entry, ctx) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  const pageTags = typeof header === 'string' ? header.split(',').filter(Boolean) : [];
  return [...pageTags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * The build the pages belong to: a page names its build's script files, so a new deployment
 * must never serve the old build's pages from a Redis they share.
 */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

export default class IncrementalCacheHandler {
  constructor(ctx = {}) {
    this.buildId = ctx.serverDistDir ? buildIdOf(ctx.serverDistDir) : 'unknown-build';
  }

  key(cacheKey) {
    return entryKey('page', `${this.buildId}:${cacheKey}`);
  }

  async get(cacheKey, ctx) {
    const entry = await this.read(cacheKey, ctx);
    countCacheRead('page', entry !== null);
    return entry;
  }

  async read(cacheKey, ctx) {
    try {
      const db = await redis();
      if (!db) return null;
      const stored = await db.get(this.key(cacheKey));
      if (!stored) return null;
      const entry = deserialize(stored);
      const times = await tagTimes(tagsOf(entry, ctx));
      if (expiredSince(times, entry.lastModified)) return null;
      if (!staleSince(times, entry.lastModified)) return entry;
      // Stale (revalidated with a profile): served once more while Next renders it afresh in the
      // background, which it does for an entry older than its own `revalidate`.
      const revalidate = entry.cacheControl?.revalidate;
      const ageMs = ((typeof revalidate === 'number' ? revalidate : 0) + 1) * 1000;
      return { ...entry, lastModified: Math.min(entry.lastModified, Date.now() - ageMs) };
    } catch (error) {
      logCacheError(error, 'read');
      return null;
    }
  }

  async set(cacheKey, data, ctx) {
    try {
      const db = await redis();
      if (!db) return;
      const cacheControl = ctx?.cacheControl;
      const expire = cacheControl?.expire ?? cacheControl?.revalidate;
      const ttl = Math.min(MAX_TTL, typeof expire === 'number' && expire > 0 ? expire : MAX_TTL);
      await db.set(
        this.key(cacheKey),
        serialize({ lastModified: Date.now(), value: data, cacheControl }),
        { EX: Math.ceil(ttl) },
      );
    } catch (error) {
      logCacheError(error, 'write');
    }
  }

  async revalidateTag(tags, durations) {
    await expireTags(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}
