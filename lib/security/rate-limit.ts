/**
 * Per-client token buckets for POST /api/*: a burst of RATE_LIMIT_BURST requests, refilled at
 * RATE_LIMIT_REFILL_PER_SECOND. In memory by default (one process); in Redis when REDIS_URL is
 * set, so several app instances share one budget per client. If Redis cannot answer in time the
 * in-memory bucket decides, so an outage of the limiter never takes the forms down.
 */

import { env } from '@/lib/env';

export const RATE_LIMIT_BURST = 30;
export const RATE_LIMIT_REFILL_PER_SECOND = 1;

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

type BucketOptions = { capacity: number; refillPerSecond: number; now?: () => number };

function retryAfter(tokens: number, refillPerSecond: number): number {
  return Math.max(1, Math.ceil((1 - tokens) / refillPerSecond));
}

/** Buckets in this process. Idle buckets (full again) are dropped when the map grows large. */
export function memoryRateLimiter({
  capacity,
  refillPerSecond,
  now = Date.now,
}: BucketOptions): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const maxKeys = 50_000;
  const fullAfterMs = (capacity / refillPerSecond) * 1000;

  function prune(time: number) {
    for (const [key, bucket] of buckets) {
      if (time - bucket.at >= fullAfterMs) buckets.delete(key);
    }
  }

  return {
    async take(key) {
      const time = now();
      if (buckets.size >= maxKeys) prune(time);
      const bucket = buckets.get(key) ?? { tokens: capacity, at: time };
      const elapsed = Math.max(0, time - bucket.at) / 1000;
      bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond);
      bucket.at = time;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return { allowed: false, retryAfterSeconds: retryAfter(bucket.tokens, refillPerSecond) };
    },
  };
}

/**
 * One atomic step of a token bucket kept in a Redis hash. Redis's own clock is used, so
 * instances with drifting clocks still agree. Answers {allowed, tokens*1000}.
 */
export const TOKEN_BUCKET_SCRIPT = `
local capacity = tonumber(ARGV[1])
local per_ms = tonumber(ARGV[2]) / 1000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * per_ms)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / per_ms))
return {allowed, math.floor(tokens * 1000)}
`;

/** The part of a Redis client the limiter needs; lets tests count or fail calls. */
export type EvalClient = {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
};

type RedisOptions = BucketOptions & {
  /** The connected client, or null while it is (re)connecting: the fallback decides then. */
  client: () => Promise<EvalClient | null>;
  fallback: RateLimiter;
  prefix?: string;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
};

export function redisRateLimiter(options: RedisOptions): RateLimiter {
  const { capacity, refillPerSecond, fallback, prefix = 'ratelimit:', timeoutMs = 250 } = options;
  return {
    async take(key) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const client = await options.client();
        if (!client) return await fallback.take(key);
        const reply = await Promise.race([
          client.eval(TOKEN_BUCKET_SCRIPT, {
            keys: [prefix + key],
            arguments: [String(capacity), String(refillPerSecond)],
          }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('Redis rate limit timed out')), timeoutMs);
          }),
        ]);
        if (!Array.isArray(reply)) throw new Error('Unexpected reply from the rate limit script');
        const allowed = Number(reply[0]) === 1;
        const tokens = Number(reply[1]) / 1000;
        return { allowed, retryAfterSeconds: allowed ? 0 : retryAfter(tokens, refillPerSecond) };
      } catch (error) {
        options.onError?.(error);
        return fallback.take(key);
      } finally {
        if (timer) clearTimeout(timer);
      }
    },
  };
}

/** Longer than any IPv6 address with a zone; a longer "address" is cut rather than stored. */
const MAX_KEY_LENGTH = 64;

/**
 * The client's address for the bucket key: the entry `trustedHops` places from the RIGHT end of
 * X-Forwarded-For. Each proxy appends the address it was connected from, so the right-most
 * `trustedHops` entries were written by the site's own proxies (or, served directly, by Next,
 * which sets the header to the socket's address when the request has none); anything further
 * left came from the client and is ignored, so a made-up left-most entry buys no fresh budget.
 * With fewer entries than hops (a request that came through fewer proxies) the left-most entry
 * is used; without the header, 'unknown'. Next never appends to a header the client sent, so
 * only a proxy in front makes the key unforgeable; see docs/decisions.md, "Client address".
 */
export function clientKey(headers: Headers, trustedHops: number = env.trustedProxyHops): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  const index = Math.max(0, entries.length - Math.max(1, Math.floor(trustedHops)));
  return entries[index].slice(0, MAX_KEY_LENGTH);
}
