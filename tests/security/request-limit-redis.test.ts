/**
 * With REDIS_URL set, the routes' per-client limit lives in Redis: a budget spent through one
 * instance is spent for another (each loaded afresh with its own Redis client, as two app
 * processes hold them).
 */
import { randomBytes } from 'node:crypto';
import { createClient, type RedisClient } from '@/lib/redis/client.mjs';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';
import { describeWithRedis, testRedisUrl } from './redis-env';

type Instance = {
  route: (request: Request) => Promise<Response>;
  closeLimits: () => Promise<void>;
};

async function startInstance(): Promise<Instance> {
  delete (globalThis as { __saithungaLimits?: unknown }).__saithungaLimits;
  process.env.REDIS_URL = testRedisUrl;
  let instance: Instance | undefined;
  await jest.isolateModulesAsync(async () => {
    const { json, withErrors } = await import('@/lib/api/handler');
    const { closeLimits } = await import('@/lib/security/limits');
    instance = { route: withErrors(async () => json({ ok: true })), closeLimits };
  });
  delete process.env.REDIS_URL;
  return instance!;
}

describeWithRedis('the routes’ rate limit with REDIS_URL', () => {
  let probe: RedisClient;
  const started: Instance[] = [];
  beforeAll(async () => {
    probe = createClient({ url: testRedisUrl });
    await probe.connect();
  });
  afterAll(async () => {
    await Promise.all(started.map((i) => i.closeLimits()));
    await probe.close();
  });

  it('shares one burst of 30 between two instances', async () => {
    const a = await startInstance();
    const b = await startInstance();
    started.push(a, b);
    const post = (ip: string) =>
      new Request('http://localhost:3000/api/booking/create_booking', {
        method: 'POST',
        headers: { [PEER_HEADER]: ip },
        body: '{}',
      });
    const key = (ip: string) => `saithunga:limit:apiPost:${ip}`;
    // Until its client is ready an instance counts in its insurance: wait for Redis writes.
    for (const instance of [a, b]) {
      const warmUp = `192.0.2.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
      for (let i = 0; i < 50 && (await probe.exists(key(warmUp))) === 0; i += 1) {
        await instance.route(post(warmUp));
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await probe.exists(key(warmUp))).toBe(1);
      await probe.del(key(warmUp));
    }

    const ip = `198.51.100.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await (i % 2 ? a : b).route(post(ip));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(Number(await probe.get(key(ip)))).toBeGreaterThanOrEqual(31);
    await probe.del(key(ip));
  });
});
