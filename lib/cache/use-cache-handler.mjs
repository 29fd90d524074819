/**
 * The `'use cache'` handler (next.config.mjs `cacheHandlers`) when REDIS_URL is set: entries and
 * tag times live in Redis, so every instance serves the same reads and a revalidation on one
 * reaches all. Next's interface: node_modules/next/dist/server/lib/cache-handlers/types.d.ts.
 */
import {
  entryKey,
  expireTags,
  expiredSince,
  latestExpiry,
  logCacheError,
  redis,
  staleSince,
  tagTimes,
} from './redis-cache-store.mjs';
import { countCacheRead } from '../metrics/counts.mjs';

/** Sets still being written in this process: a get for the same key waits for them. */
const pending = new Map();

async function streamToBuffer(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function streamOf(buffer) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(buffer));
      controller.close();
    },
  });
}

const handler = {
  async get(cacheKey) {
    await pending.get(cacheKey);
    try {
      const db = await redis();
      if (!db) return undefined;
      const stored = await db.get(entryKey('use-cache', cacheKey));
      if (!stored) return undefined;
      const { value, ...entry } = JSON.parse(stored);
      // As Next's own handler in production: past `revalidate` is a miss, not a stale hit.
      if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
      const times = await tagTimes(entry.tags);
      if (expiredSince(times, entry.timestamp)) return undefined;
      const revalidate = staleSince(times, entry.timestamp) ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: streamOf(Buffer.from(value, 'base64')) };
    } catch (error) {
      logCacheError(error, 'read');
      return undefined;
    }
  },

  async set(cacheKey, pendingEntry) {
    let done;
    pending.set(
      cacheKey,
      new Promise((resolve) => {
        done = resolve;
      }),
    );
    try {
      let entry;
      let value;
      try {
        entry = await pendingEntry;
        value = await streamToBuffer(entry.value);
      } catch {
        // The read itself failed (Next reports that); there is nothing to keep.
        return;
      }
      // An `expire: 0` entry is dynamic: Next never serves it back.
      if (entry.expire === 0) return;
      const db = await redis();
      if (!db) return;
      await db.set(
        entryKey('use-cache', cacheKey),
        // The stream is replaced by its bytes (the stream itself is spent).
        JSON.stringify({ ...entry, value: value.toString('base64') }),
        // Kept as long as it can be served: past `revalidate` a get misses anyway.
        { EX: Math.max(1, Math.ceil(Math.min(entry.revalidate, entry.expire))) },
      );
    } catch (error) {
      logCacheError(error, 'write');
    } finally {
      done();
      pending.delete(cacheKey);
    }
  },

  async refreshTags() {
    // Tag times are read from Redis with each entry; nothing is kept between requests.
  },

  async getExpiration(tags) {
    try {
      return latestExpiry(await tagTimes(tags));
    } catch (error) {
      logCacheError(error, 'read');
      return 0;
    }
  },

  async updateTags(tags, durations) {
    await expireTags(tags, durations);
  },
};

// Every read counted as a hit or a miss for the metrics (lib/metrics/registry.ts).
const read = handler.get;
handler.get = async (cacheKey) => {
  const entry = await read(cacheKey);
  countCacheRead('use-cache', entry !== undefined);
  return entry;
};

export default handler;
