/**
 * The process's one Redis client (REDIS_URL), shared by every limit in ./limits. It connects in
 * the background and reconnects by itself. Only the first requests of a fresh process wait for
 * the first connection attempt (FIRST_ATTEMPT_MS at most), so that they are counted with every
 * other instance's; after that, while the client is not ready the limits answer from their
 * in-memory insurance at once (no offline queue), so an outage costs no waiting per request.
 */
import { createClient } from '@/lib/redis/client.mjs';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';

/** Longer than the connect timeout: the first attempt has succeeded or failed by then. */
export const FIRST_ATTEMPT_MS = 1500;

let lastLogged = 0;

/** At most one line a minute while Redis is away, not one per request. */
export function logRedisError(error: unknown): void {
  if (Date.now() - lastLogged < 60_000) return;
  lastLogged = Date.now();
  logger.error(
    { err: safeError(error) },
    'Rate limits: Redis unavailable, counting in this process meanwhile',
  );
}

const firstAttempts = new WeakMap<object, Promise<void>>();

/** A client for `url`, already connecting; errors are logged, never thrown at the caller. */
export function connectRedis(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
    },
  });
  client.on('error', logRedisError);
  firstAttempts.set(
    client,
    new Promise<void>((resolve) => {
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
  client.connect().catch(logRedisError);
  return client;
}

export type RedisClient = ReturnType<typeof connectRedis>;

/**
 * Resolves when `client`'s first connection attempt has ended, either way (at once for a client
 * that is ready, or that connectRedis did not make).
 */
export function firstAttempt(client: RedisClient): Promise<void> | undefined {
  return client.isReady ? undefined : firstAttempts.get(client);
}
