/**
 * What Next's two cache handlers share through Redis when REDIS_URL is set
 * (lib/cache/use-cache-handler.mjs for `'use cache'` reads, lib/cache/incremental-cache-handler.mjs
 * for whole pages): one client, the entries, and the tag times that make a revalidation on one
 * instance expire the entries of every instance.
 *
 * Plain JavaScript: Next loads the handlers by path, outside the app's bundle. Redis trouble never
 * fails a page: a read that cannot reach Redis is a miss (the page renders from the database), a
 * write is skipped; each is logged at most once a minute.
 */
import { createClient } from '@redis/client';

/** Every key starts with this: REDIS_CACHE_PREFIX lets several sites (or test runs) share one Redis. */
const PREFIX = process.env.REDIS_CACHE_PREFIX || 'saithunga:next-cache:';
const TAGS_KEY = `${PREFIX}tags`;
/** A first connection attempt ends within this; later, a client that is not ready is a miss. */
const FIRST_ATTEMPT_MS = 1500;

let client;
let firstAttempt;
let lastLogged = 0;

export function logCacheError(error, what) {
  if (Date.now() - lastLogged < 60_000) return;
  lastLogged = Date.now();
  // A JSON line like the server logger's (lib/log): this module is loaded outside the bundle.
  console.error(
    JSON.stringify({
      level: 'error',
      msg: `Shared cache: Redis unavailable (${what}); pages render from the database meanwhile`,
      err: { name: error?.name, message: String(error?.message ?? error).slice(0, 300) },
    }),
  );
}

/** The connected client, or null while Redis cannot be reached. */
export async function redis() {
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
      },
    });
    client.on('error', (error) => logCacheError(error, 'connection'));
    firstAttempt = Promise.race([
      client.connect().catch((error) => logCacheError(error, 'connect')),
      new Promise((resolve) => setTimeout(resolve, FIRST_ATTEMPT_MS).unref()),
    ]);
  }
  if (!client.isReady) await firstAttempt;
  return client.isReady ? client : null;
}

export const entryKey = (kind, key) => `${PREFIX}${kind}:${key}`;

/**
 * Expires `tags` for every instance: entries made before now are no longer served. With an
 * `expire` in seconds (revalidateTag with a profile), the entries are stale at once and expire
 * after it; without, they expire at once.
 */
export async function expireTags(tags, durations) {
  if (tags.length === 0) return;
  const db = await redis();
  if (!db) throw new Error('Redis is unavailable: the revalidation could not be shared');
  const now = Date.now();
  const expired = now + (durations?.expire ?? 0) * 1000;
  const fields = {};
  for (const tag of tags) fields[tag] = JSON.stringify({ stale: now, expired });
  await db.hSet(TAGS_KEY, fields);
}

/** Each tag's { stale, expired } times (ms), for the tags that were ever revalidated. */
export async function tagTimes(tags) {
  if (tags.length === 0) return new Map();
  const db = await redis();
  if (!db) throw new Error('Redis is unavailable');
  const values = await db.hmGet(TAGS_KEY, tags);
  const times = new Map();
  tags.forEach((tag, i) => {
    if (values[i]) times.set(tag, JSON.parse(values[i]));
  });
  return times;
}

/**
 * Whether any tag expired at or after `timestamp` (and has expired by now). An entry made in the
 * same millisecond as the revalidation may hold the old data, so it counts as expired too.
 */
export function expiredSince(times, timestamp, now = Date.now()) {
  for (const { expired } of times.values()) {
    if (expired >= timestamp && expired <= now) return true;
  }
  return false;
}

/** Whether any tag was marked stale at or after `timestamp`. */
export function staleSince(times, timestamp) {
  for (const { stale } of times.values()) if (stale >= timestamp) return true;
  return false;
}

/** Closes the client (a stopping server, or a test), which otherwise keeps reconnecting. */
export async function closeRedis() {
  const closing = client;
  client = undefined;
  if (closing?.isOpen) await closing.close().catch(() => closing.destroy());
  else closing?.destroy();
}
