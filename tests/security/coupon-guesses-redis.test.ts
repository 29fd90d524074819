/**
 * Issue 13, point 5: with two instances over one Redis, wrong coupon codes are counted once for
 * both, per cart session and per address (issue 51). Two independent instances of the coupon-guess module (each loaded afresh, each with its
 * own Redis client and its own memory), as two app processes hold them.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type RedisClient } from '@/lib/redis/client.mjs';
import { describeWithRedis, testRedisUrl } from './redis-env';

type CouponGuesses = typeof import('@/lib/security/coupon-guesses');
type Limits = typeof import('@/lib/security/limits');
type Instance = { guesses: CouponGuesses; limits: Limits };

/** Loads a fresh instance with `redisUrl` (or none), as a new process would start. */
async function startInstance(redisUrl: string | undefined): Promise<Instance> {
  delete (globalThis as { __saithungaLimits?: unknown }).__saithungaLimits;
  const saved = process.env.REDIS_URL;
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  let instance: Instance | undefined;
  await jest.isolateModulesAsync(async () => {
    instance = {
      guesses: await import('@/lib/security/coupon-guesses'),
      limits: await import('@/lib/security/limits'),
    };
  });
  if (saved === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = saved;
  return instance!;
}

/** The status a wrong code's guess ends in: 200 when the code may be looked up (and is wrong). */
async function tryCode(instance: Instance, client: string, session = client): Promise<number> {
  try {
    await instance.guesses.spendCouponGuess({ session, address: client }, 'code');
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

/** 5 wrong codes, alternating between the instances (A, B, A, B, A). */
async function spreadWrongCodes(a: Instance, b: Instance, client: string) {
  for (let i = 0; i < a.guesses.COUPON_FAILURE_LIMIT; i += 1) {
    const on = i % 2 ? b : a;
    expect(await tryCode(on, client)).toBe(200);
  }
}

const newClient = () => `test-${randomBytes(6).toString('hex')}`;
const SESSIONS = 'saithunga:limit:wrongCouponSession:';
const ADDRESSES = 'saithunga:limit:wrongCouponAddress:';

describe('two instances without Redis (each counts alone)', () => {
  it('let a client past 5 wrong codes spread over both: what Redis must prevent', async () => {
    const a = await startInstance(undefined);
    const b = await startInstance(undefined);
    const client = newClient();
    await spreadWrongCodes(a, b, client);
    expect(await tryCode(a, client)).toBe(200);
    expect(await tryCode(b, client)).toBe(200);
  });
});

describeWithRedis('two instances over one Redis', () => {
  const started: Instance[] = [];
  let probe: RedisClient;
  beforeAll(async () => {
    probe = createClient({ url: testRedisUrl });
    await probe.connect();
  });
  afterAll(async () => {
    await Promise.all(started.map((i) => i.limits.closeLimits()));
    await probe.close();
  });

  /** Until its client is ready an instance counts in its insurance: wait until it writes to Redis. */
  async function connected(instance: Instance) {
    const key = newClient();
    for (let i = 0; i < 100; i += 1) {
      await instance.limits.getLimit('wrongCouponSession').penalize(key);
      if (await probe.exists(`${SESSIONS}${key}`)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await probe.exists(`${SESSIONS}${key}`)).toBe(1);
    await probe.del(`${SESSIONS}${key}`);
  }

  /** Two instances over the one Redis, both writing to it. */
  async function twoConnected(): Promise<[Instance, Instance]> {
    const a = await startInstance(testRedisUrl);
    const b = await startInstance(testRedisUrl);
    started.push(a, b);
    await connected(a);
    await connected(b);
    return [a, b];
  }

  it('5 wrong codes spread over both block the 6th on either, with Retry-After', async () => {
    const [a, b] = await twoConnected();
    const client = newClient();

    await spreadWrongCodes(a, b, client);
    expect(await probe.get(`${SESSIONS}${client}`)).toBe('5');
    expect(await tryCode(a, client)).toBe(429);
    expect(await tryCode(b, client)).toBe(429);
    const refusal = b.guesses.spendCouponGuess({ session: client, address: client }, 'code');
    await expect(refusal).rejects.toMatchObject({
      status: 429,
      message: 'Too many invalid coupon codes, please try again later',
    });
    const retryAfter = await refusal.catch((e: { headers(): Record<string, string> }) =>
      Number(e.headers()['Retry-After']),
    );
    expect(retryAfter).toBeGreaterThan(590);
    // Another client is not affected.
    expect(await tryCode(b, newClient())).toBe(200);
    await probe.del([`${SESSIONS}${client}`, `${ADDRESSES}${client}`]);
  });

  it('issue 51: an address spent on both refuses new sessions, not one counted before', async () => {
    const [a, b] = await twoConnected();
    const address = newClient();
    const regular = newClient();
    expect(await tryCode(a, address, regular)).toBe(200);
    const limit = a.limits.LIMITS.wrongCouponAddress.points;
    for (let i = 1; i < limit; i += 1)
      expect(await tryCode(i % 2 ? a : b, address, newClient())).toBe(200);
    expect(await probe.get(`${ADDRESSES}${address}`)).toBe(String(limit));
    expect(await tryCode(a, address, newClient())).toBe(429);
    expect(await tryCode(b, address, newClient())).toBe(429);
    // The session counted before the flood still has its own guesses, on either instance, and
    // its right codes cost it nothing.
    for (let i = 0; i < 10; i += 1) {
      const right = await (i % 2 ? a : b).guesses.judgeCouponGuess(
        { session: regular, address },
        'code',
        async () => 'HEALTH15',
      );
      expect(right).toBe('HEALTH15');
    }
    // Still the one point its first try (spent, never given back by tryCode) cost.
    expect(await probe.get(`${SESSIONS}${regular}`)).toBe('1');
    expect(await tryCode(b, address, regular)).toBe(200);
    const keys = await probe.keys(`saithunga:limit:wrongCoupon*:${address}`);
    await probe.del([...keys, `${SESSIONS}${regular}`]);
  });
});
