/**
 * The app's one Redis connection manager and its one import of @redis/client (ESLint refuses any
 * other): the rate limits (lib/security/limits.ts) and the shared cache
 * (lib/cache/redis-cache-store.mjs) each hold a client made by connectRedis. Plain JavaScript, as
 * Next loads the cache handlers by path, outside the app's bundle; the types are in client.d.mts.
 *
 * A client connects in the background and reconnects by itself. Only the first requests of a
 * fresh process wait for the first connection attempt (FIRST_ATTEMPT_MS at most), so that they
 * are served like every other instance's; after that, while the client is not ready its users
 * fall back at once (no offline queue), so an outage costs no waiting per request.
 *
 * Why the client is loaded here: its RESP decoder declares `class VerbatimString extends String`.
 * In Node 20's V8, making String.prototype the prototype of a new class turns it into a
 * dictionary-mode (slow) object, and it stays so until an instance of such a class is built, which
 * makes the prototype chain fast again. Meanwhile every method call on every string of the process
 * is a slow lookup: the ETag hash Next computes over each cached page's HTML took 3-5 ms instead of
 * 1 ms, and the cached pages served 40% fewer requests a second
 * (docs/decisions/redis-shared-cache.md). Building one VerbatimString here, as the module loads,
 * puts String.prototype back in fast mode before any request is served.
 * tests/lib/redis-client.test.ts
 * checks both halves, so a Node or client upgrade that makes this unnecessary shows up there.
 */
import { createClient, VerbatimString } from '@redis/client';

new VerbatimString('', '');

export { createClient };

/** Longer than the connect timeout: the first attempt has succeeded or failed by then. */
export const FIRST_ATTEMPT_MS = 1500;

const firstAttempts = new WeakMap();

/**
 * A client for `url`, already connecting; every connection error goes to `onError` (make it
 * log sparingly: a reconnecting client reports each attempt), never to the caller. `options`
 * are @redis/client's (a command timeout, a ping interval).
 */
export function connectRedis(url, { onError = () => {}, ...options } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    ...options,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
    },
  });
  client.on('error', onError);
  firstAttempts.set(
    client,
    new Promise((resolve) => {
      const timer = setTimeout(resolve, FIRST_ATTEMPT_MS);
      timer.unref();
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', settle);
      client.once('error', settle);
    }),
  );
  client.connect().catch(onError);
  return client;
}

/**
 * Resolves when `client`'s first connection attempt has ended, either way (undefined for a
 * client that is ready, or that connectRedis did not make).
 */
export function firstAttempt(client) {
  return client.isReady ? undefined : firstAttempts.get(client);
}

/** `client` once its first attempt has ended, or null while Redis cannot be reached. */
export async function readyClient(client) {
  await firstAttempt(client);
  return client.isReady ? client : null;
}

/** Closes `client` (a stopping server, or a test), which otherwise keeps reconnecting. */
export async function closeClient(client) {
  if (client?.isOpen) await client.close().catch(() => client.destroy());
  else client?.destroy();
}

/** `log`, called at most once a minute: an outage is one line a minute, not one per request. */
export function oncePerMinute(log) {
  let last = 0;
  return (...args) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    log(...args);
  };
}
