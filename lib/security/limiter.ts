/**
 * The process's rate limiter, chosen once from the environment: Redis-backed when REDIS_URL
 * is set, else in memory. Kept on globalThis so dev-server reloads keep the buckets.
 */
import { env } from '@/lib/env';
import {
  memoryRateLimiter,
  RATE_LIMIT_BURST,
  RATE_LIMIT_REFILL_PER_SECOND,
  redisRateLimiter,
  type EvalClient,
  type RateLimiter,
} from './rate-limit';

const bucket = { capacity: RATE_LIMIT_BURST, refillPerSecond: RATE_LIMIT_REFILL_PER_SECOND };

type RedisHandle = EvalClient & { isReady: boolean };
type Holder = { limiter?: RateLimiter; redis?: Promise<RedisHandle> };
const holder = ((globalThis as { __saithungaLimiter?: Holder }).__saithungaLimiter ??= {});

let lastLogged = 0;
function logRedisError(error: unknown) {
  // At most one line a minute while Redis is away, not one per request.
  if (Date.now() - lastLogged < 60_000) return;
  lastLogged = Date.now();
  console.error('Rate limiter: Redis unavailable, using the in-memory buckets', error);
}

/**
 * One client per process, connecting in the background and reconnecting by itself. While it
 * is not ready the caller gets null at once, so an outage costs no waiting per request.
 */
async function readyRedis(url: string): Promise<EvalClient | null> {
  holder.redis ??= import('@redis/client').then(({ createClient }) => {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
      },
    });
    client.on('error', logRedisError);
    client.connect().catch(logRedisError);
    return client as unknown as RedisHandle;
  });
  const client = await holder.redis;
  return client.isReady ? client : null;
}

export function getRateLimiter(): RateLimiter {
  if (holder.limiter) return holder.limiter;
  const memory = memoryRateLimiter(bucket);
  const redisUrl = env.redisUrl;
  holder.limiter = redisUrl
    ? redisRateLimiter({
        ...bucket,
        client: () => readyRedis(redisUrl),
        fallback: memory,
        onError: logRedisError,
      })
    : memory;
  return holder.limiter;
}
