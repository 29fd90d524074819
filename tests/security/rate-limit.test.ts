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
  it('takes the first forwarded address, then X-Real-IP', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.5, 10.0.0.2' }))).toBe(
      '203.0.113.5',
    );
    expect(clientKey(new Headers({ 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(new Headers())).toBe('unknown');
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
