/**
 * The named limits (lib/security/limits.ts): their numbers, in memory; shared by two instances
 * through a real Redis (TEST_REDIS_URL); and counted by the in-memory insurance while Redis is
 * down or hung, without making a request wait.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  connectLimitRedis,
  createLimit,
  LIMITS,
  REDIS_TIMEOUT_MS,
  type Limit,
} from '@/lib/security/limits';
import type { RedisClient } from '@/lib/redis/client.mjs';
import { describeWithRedis, testRedisUrl } from './redis-env';

async function burst(limit: Limit, key: string, n: number): Promise<boolean[]> {
  const out: boolean[] = [];
  for (let i = 0; i < n; i += 1) out.push((await limit.consume(key)).allowed);
  return out;
}

async function ready(client: RedisClient) {
  for (let i = 0; i < 50 && !client.isReady; i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(client.isReady).toBe(true);
}

describe('limits in memory', () => {
  it('POST /api/*: a burst of 30 per client, then 429 until the window ends', async () => {
    const limit = createLimit('apiPost', LIMITS.apiPost);
    const results = await burst(limit, 'a', 40);
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results.slice(30).some(Boolean)).toBe(false);
    const refused = await limit.consume('a');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect((await limit.consume('b')).allowed).toBe(true);
  });

  it('webhooks: far more than a visitor, still bounded', () => {
    expect(LIMITS.webhook.points / LIMITS.webhook.duration).toBeGreaterThanOrEqual(
      5 * (LIMITS.apiPost.points / LIMITS.apiPost.duration),
    );
    expect(LIMITS.webhook).toEqual({ points: 600, duration: 60 });
  });

  it('peek spends nothing; penalize spends without asking', async () => {
    const limit = createLimit('wrongCouponSession', LIMITS.wrongCouponSession);
    for (let i = 0; i < 10; i += 1) expect((await limit.peek('c')).allowed).toBe(true);
    for (let i = 0; i < 5; i += 1) await limit.penalize('c');
    const blocked = await limit.peek('c');
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(590);
    expect((await limit.peek('d')).allowed).toBe(true);
  });
});

/** A TCP port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe('insurance while Redis is unreachable', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('counts in memory when the client points at a closed port, at once', async () => {
    const redis = connectLimitRedis(`redis://127.0.0.1:${await closedPort()}`);
    try {
      const limit = createLimit('apiPost', LIMITS.apiPost, { redis });
      const started = Date.now();
      const results = await burst(limit, 'e', 35);
      expect(results.filter(Boolean)).toHaveLength(30);
      expect(results.slice(30).some(Boolean)).toBe(false);
      // No request waited for the connection (35 requests well under one timeout each).
      expect(Date.now() - started).toBeLessThan(REDIS_TIMEOUT_MS * 4);
      const coupon = createLimit('wrongCouponSession', LIMITS.wrongCouponSession, { redis });
      for (let i = 0; i < 5; i += 1) await coupon.penalize('e');
      expect((await coupon.peek('e')).allowed).toBe(false);
      // The outage is logged, once, not once per request.
      expect(errors.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      redis.destroy();
    }
  });

  it('does not wait on a Redis that accepts but never answers longer than its timeout', async () => {
    // Answers the client's handshake (+OK to every command), then nothing at all.
    let answering = true;
    const sockets: net.Socket[] = [];
    const hung = net.createServer((socket) => {
      sockets.push(socket);
      socket.on('data', (chunk) => {
        const commands = chunk.toString('latin1').match(/^\*\d+\r$/gm) ?? [];
        if (answering) socket.write('+OK\r\n'.repeat(commands.length));
      });
    });
    await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
    const redis = connectLimitRedis(`redis://127.0.0.1:${(hung.address() as AddressInfo).port}`);
    try {
      await ready(redis);
      answering = false;
      const limit = createLimit('tiny', { points: 2, duration: 60 }, { redis });
      const started = Date.now();
      // Counted by the insurance: the third is refused.
      expect(await burst(limit, 'f', 3)).toEqual([true, true, false]);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(REDIS_TIMEOUT_MS * 3 - 50);
      expect(elapsed).toBeLessThan(REDIS_TIMEOUT_MS * 3 + 1000);
    } finally {
      redis.destroy();
      sockets.forEach((s) => s.destroy());
      await new Promise((r) => hung.close(r));
    }
  });
});

describeWithRedis('limits shared through Redis', () => {
  const clients: RedisClient[] = [];
  // Two clients, two limit objects: what two app instances hold.
  const instance = (name: keyof typeof LIMITS, prefix: string) => {
    const redis = connectLimitRedis(testRedisUrl!);
    clients.push(redis);
    return { redis, limit: createLimit(name, LIMITS[name], { redis, prefix }) };
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('30 requests spread over two instances use up one budget', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const a = instance('apiPost', prefix);
    const b = instance('apiPost', prefix);
    await Promise.all([ready(a.redis), ready(b.redis)]);
    const results: boolean[] = [];
    for (let i = 0; i < 40; i += 1) {
      results.push((await (i % 2 ? a : b).limit.consume('203.0.113.1')).allowed);
    }
    expect(results.slice(0, 30).every(Boolean)).toBe(true);
    expect(results.slice(30).some(Boolean)).toBe(false);
    // The count is in Redis, under the limit's prefix, and expires with its window.
    const ttl = await a.redis.pTTL(`${prefix}apiPost:203.0.113.1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
    expect((await b.limit.consume('203.0.113.2')).allowed).toBe(true);
  });

  it('counts the very first request of a fresh instance in Redis, not in its memory', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const fresh = instance('wrongCouponSession', prefix);
    expect(fresh.redis.isReady).toBe(false);
    await fresh.limit.penalize('203.0.113.4');
    await ready(fresh.redis);
    expect(await fresh.redis.get(`${prefix}wrongCouponSession:203.0.113.4`)).toBe('1');
  });

  it('5 wrong coupon codes spread over two instances block the 6th on either', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const a = instance('wrongCouponSession', prefix);
    const b = instance('wrongCouponSession', prefix);
    await Promise.all([ready(a.redis), ready(b.redis)]);
    for (let i = 0; i < 5; i += 1) {
      const on = i % 2 ? a : b;
      expect((await on.limit.peek('203.0.113.3')).allowed).toBe(true);
      await on.limit.penalize('203.0.113.3');
    }
    expect((await a.limit.peek('203.0.113.3')).allowed).toBe(false);
    const onB = await b.limit.peek('203.0.113.3');
    expect(onB.allowed).toBe(false);
    expect(onB.retryAfterSeconds).toBeGreaterThan(590);
  });
});
