/**
 * With REDIS_URL set, the middleware's limit lives in Redis: a budget spent through one
 * middleware instance is spent for another process too (seen here as the key in Redis).
 */
import { randomBytes } from 'node:crypto';

const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('middleware rate limit with REDIS_URL', () => {
  it('counts the burst in Redis', async () => {
    process.env.REDIS_URL = redisUrl;
    const { NextRequest } = await import('next/server');
    const { middleware } = await import('@/middleware');
    const { createClient } = await import('@redis/client');
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const ip = `192.0.2.${randomBytes(1)[0]}`;
    await redis.del(`ratelimit:${ip}`);
    const post = () =>
      new NextRequest('http://localhost:3000/api/booking/create_booking', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        body: '{}',
      });
    try {
      // The first request starts the connection; wait until the client is ready.
      await middleware(post());
      for (let i = 0; i < 50 && (await redis.exists(`ratelimit:${ip}`)) === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        await middleware(post());
      }
      await redis.del(`ratelimit:${ip}`);
      const statuses: number[] = [];
      const started = Date.now();
      for (let i = 0; i < 40; i += 1) {
        const res = await middleware(post());
        statuses.push(res.headers.get('x-middleware-next') === '1' ? 200 : res.status);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      // The bucket refills one token a second; a slow machine may earn one or two back.
      const refilled = Math.floor((Date.now() - started) / 1000);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10 - refilled);
      expect(statuses).toContain(429);
      const tokens = Number(await redis.hGet(`ratelimit:${ip}`, 'tokens'));
      expect(tokens).toBeLessThan(1);
    } finally {
      await redis.del(`ratelimit:${ip}`);
      await redis.quit();
      const holder = (
        globalThis as { __saithungaLimiter?: { redis?: Promise<{ destroy(): void }> } }
      ).__saithungaLimiter;
      (await holder?.redis)?.destroy();
    }
  });
});
