/**
 * Token buckets: the in-memory one with a fake clock, and the Redis one against a real Redis
 * server (TEST_REDIS_URL) shared by two limiters, as two app instances would share it.
 */
import { randomBytes } from 'node:crypto';
import {
  clientKey,
  memoryRateLimiter,
  redisRateLimiter,
  type EvalClient,
  type RateLimiter,
} from '@/lib/security/rate-limit';

async function burst(limiter: RateLimiter, key: string, n: number): Promise<boolean[]> {
  const out: boolean[] = [];
  for (let i = 0; i < n; i += 1) out.push((await limiter.take(key)).allowed);
  return out;
}

describe('in-memory token bucket', () => {
  it('allows the burst, refuses the rest, and refills with time', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter({ capacity: 30, refillPerSecond: 1, now: () => now });
    const results = await burst(limiter, 'a', 40);
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results.slice(30).some(Boolean)).toBe(false);
    expect((await limiter.take('a')).retryAfterSeconds).toBe(1);

    now += 5_000;
    expect(await burst(limiter, 'a', 6)).toEqual([true, true, true, true, true, false]);
    // Never more than the burst, however long the pause.
    now += 3_600_000;
    expect((await burst(limiter, 'a', 31)).filter(Boolean)).toHaveLength(30);
    // Other clients are untouched.
    expect((await limiter.take('b')).allowed).toBe(true);
  });
});

describe('client key', () => {
  const xff = (value: string) => new Headers({ 'x-forwarded-for': value });

  it('takes the address the nearest trusted hop wrote, never a client-chosen left entry', () => {
    // One proxy (the default): it appended the address it saw, the client wrote the rest.
    expect(clientKey(xff('203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientKey(xff('6.6.6.6, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientKey(xff(' 1.1.1.1 ,, 6.6.6.6,203.0.113.5 '), 1)).toBe('203.0.113.5');
    // A CDN in front of the proxy: the CDN appended the visitor, the proxy appended the CDN.
    expect(clientKey(xff('6.6.6.6, 203.0.113.5, 198.51.100.20'), 2)).toBe('203.0.113.5');
  });

  it('defaults to one trusted hop (TRUSTED_PROXY_HOPS), as `next start` alone or behind one proxy', () => {
    expect(clientKey(xff('6.6.6.6, 203.0.113.5'))).toBe('203.0.113.5');
  });

  it('falls back to the left-most entry when there are fewer entries than hops, else "unknown"', () => {
    expect(clientKey(xff('203.0.113.5'), 2)).toBe('203.0.113.5');
    expect(clientKey(xff(' , '), 1)).toBe('unknown');
    expect(clientKey(new Headers())).toBe('unknown');
    // X-Real-IP is as easy to forge as a left entry and is not consulted.
    expect(clientKey(new Headers({ 'x-real-ip': '203.0.113.9' }))).toBe('unknown');
    expect(clientKey(xff('x'.repeat(500)))).toHaveLength(64);
  });

  it('a made-up left-most X-Forwarded-For buys no fresh budget', async () => {
    const limiter = memoryRateLimiter({ capacity: 30, refillPerSecond: 0.001 });
    const results: boolean[] = [];
    for (let i = 0; i < 40; i += 1) {
      // What a proxy forwards when the client sends its own, different header each time.
      const headers = xff(`10.${i}.${i}.${i}, 198.18.${i}.1, 203.0.113.77`);
      results.push((await limiter.take(clientKey(headers))).allowed);
    }
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results.slice(30).some(Boolean)).toBe(false);
  });
});

describe('Redis failure', () => {
  it('falls back to the in-memory bucket when Redis errors or is not ready', async () => {
    const fallback = memoryRateLimiter({ capacity: 2, refillPerSecond: 0.001 });
    const errors: unknown[] = [];
    const broken: EvalClient = { eval: () => Promise.reject(new Error('ECONNREFUSED')) };
    const limiter = redisRateLimiter({
      capacity: 30,
      refillPerSecond: 1,
      client: async () => broken,
      fallback,
      onError: (e) => errors.push(e),
    });
    expect(await burst(limiter, 'x', 3)).toEqual([true, true, false]);
    expect(errors).toHaveLength(3);
    const notReady = redisRateLimiter({
      capacity: 30,
      refillPerSecond: 1,
      client: async () => null,
      fallback,
    });
    expect((await notReady.take('x')).allowed).toBe(false);
  });

  it('does not wait on a hung Redis longer than its timeout', async () => {
    const hung: EvalClient = { eval: () => new Promise(() => undefined) };
    const limiter = redisRateLimiter({
      capacity: 30,
      refillPerSecond: 1,
      client: async () => hung,
      fallback: memoryRateLimiter({ capacity: 1, refillPerSecond: 1 }),
      timeoutMs: 50,
    });
    const started = Date.now();
    expect((await limiter.take('y')).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.info('TEST_REDIS_URL is not set: the Redis rate limit test is skipped.');

describeRedis('Redis token bucket (shared by instances)', () => {
  type Client = EvalClient & { quit(): Promise<unknown>; del(key: string): Promise<number> };
  let client: Client;

  beforeAll(async () => {
    const { createClient } = await import('@redis/client');
    client = createClient({ url: redisUrl }) as unknown as Client;
    await (client as unknown as { connect(): Promise<unknown> }).connect();
  });
  afterAll(async () => {
    await client.quit();
  });

  it('lets 30 of 40 requests through across two instances, then refuses', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const failing: RateLimiter = {
      take: () => Promise.reject(new Error('fallback must not be used')),
    };
    const make = () =>
      redisRateLimiter({
        capacity: 30,
        refillPerSecond: 0.01,
        client: async () => client,
        fallback: failing,
        prefix,
      });
    const instanceA = make();
    const instanceB = make();
    const results: boolean[] = [];
    for (let i = 0; i < 40; i += 1) {
      results.push((await (i % 2 ? instanceA : instanceB).take('203.0.113.1')).allowed);
    }
    expect(results.slice(0, 30).every(Boolean)).toBe(true);
    expect(results.slice(30).some(Boolean)).toBe(false);
    const refused = await instanceA.take('203.0.113.1');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another client has its own bucket, and keys expire instead of piling up.
    expect((await instanceB.take('203.0.113.2')).allowed).toBe(true);
    await client.del(`${prefix}203.0.113.1`);
    await client.del(`${prefix}203.0.113.2`);
  });
});
