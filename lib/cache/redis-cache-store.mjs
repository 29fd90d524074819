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
import { closeClient, connectRedis, oncePerMinute, readyClient } from '../redis/client.mjs';

/** Every key starts with this: REDIS_CACHE_PREFIX lets several sites (or test runs) share one Redis. */
const PREFIX = process.env.REDIS_CACHE_PREFIX || 'saithunga:next-cache:';
const TAGS_KEY = `${PREFIX}tags`;
/** A command that takes longer is a miss (a slow or half-broken Redis never holds a page up). */
const COMMAND_TIMEOUT_MS = 500;
/**
 * An entry made up to this long after a revalidation counts as made before it: a page's time is
 * taken when its render ends (it may have read the data before the edit), a read's when it starts
 * (with a fraction of a millisecond), and instances' clocks differ a little. The cost is a few
 * extra renders in the second after an edit.
 */
const SAME_TIME_MS = 1000;

let client;

/** Logged at most once a minute (`what` failed): an outage is not one line per request. */
export const logCacheError = oncePerMinute((error, what) => {
  // A JSON line like the server logger's (lib/log): this module is loaded outside the bundle.
  console.error(
    JSON.stringify({
      level: 'error',
      msg: `Shared cache: Redis unavailable (${what}); pages render from the database meanwhile`,
      err: { name: error?.name, message: String(error?.message ?? error).slice(0, 300) },
    }),
  );
});

/**
 * The connected client, or null while Redis cannot be reached (a fresh process waits for the
 * first connection attempt; later, a client that is not ready is a miss).
 */
export async function redis() {
  client ??= connectRedis(process.env.REDIS_URL, {
    onError: (error) => logCacheError(error, 'connection'),
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    // A connection that silently stopped answering is noticed and replaced.
    pingInterval: 10_000,
  });
  return readyClient(client);
}

export const entryKey = (kind, key) => `${PREFIX}${kind}:${key}`;

/**
 * Expires `tags` for every instance: entries made before now are no longer served. With an
 * `expire` of more than 0 seconds (revalidateTag with a profile) they are stale at once (served
 * once more while refreshed) and expire after it; without, they expire at once. Each tag keeps
 * its latest immediate expiry apart, so a later deferred one never brings older entries back.
 */
export async function expireTags(tags, durations) {
  if (tags.length === 0) return;
  const db = await redis();
  if (!db) throw new Error('Redis is unavailable: the revalidation could not be shared');
  const now = Date.now();
  const later = durations?.expire > 0 ? now + durations.expire * 1000 : undefined;
  const before = await tagTimes(tags);
  const fields = {};
  for (const tag of tags) {
    const previous = before.get(tag) ?? {};
    fields[tag] = JSON.stringify(
      later === undefined
        ? { ...previous, stale: now, expired: now }
        : { ...previous, stale: now, expiresAt: later },
    );
  }
  await db.hSet(TAGS_KEY, fields);
}

/** Each tag's { stale, expired, expiresAt } times (ms), for the tags ever revalidated. */
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

/** Whether an entry made at `timestamp` was made before `time` (within SAME_TIME_MS). */
const before = (timestamp, time) => time !== undefined && timestamp <= time + SAME_TIME_MS;

/** Whether any tag has expired, by now, since the entry made at `timestamp`. */
export function expiredSince(times, timestamp, now = Date.now()) {
  for (const { expired, expiresAt } of times.values()) {
    if (before(timestamp, expired) && expired <= now) return true;
    if (before(timestamp, expiresAt) && expiresAt <= now) return true;
  }
  return false;
}

/** Whether any tag was marked stale since the entry made at `timestamp`. */
export function staleSince(times, timestamp) {
  for (const { stale } of times.values()) if (before(timestamp, stale)) return true;
  return false;
}

/** The latest time (ms) by which one of `tags` expired, 0 if none has. */
export function latestExpiry(times, now = Date.now()) {
  let latest = 0;
  for (const { expired, expiresAt } of times.values()) {
    for (const time of [expired, expiresAt]) {
      if (time !== undefined && time <= now) latest = Math.max(latest, time + SAME_TIME_MS);
    }
  }
  return latest;
}

/** Closes the client (a stopping server, or a test), which otherwise keeps reconnecting. */
export async function closeRedis() {
  const closing = client;
  client = undefined;
  await closeClient(closing);
}
