/**
 * Next's two cache handlers on a real Redis (lib/cache/*.mjs, used when REDIS_URL is set): what
 * one instance stores another reads, a revalidated tag expires entries for everyone, and a Redis
 * that cannot be reached makes reads miss (the page renders from the database) instead of failing.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@/lib/redis/client.mjs';
import { describeWithRedis, testRedisUrl } from '../security/redis-env';

type CacheEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};
type UseCacheHandler = {
  get(key: string, softTags: string[]): Promise<CacheEntry | undefined>;
  set(key: string, pending: Promise<CacheEntry>): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};
type IncrementalHandler = {
  get(
    key: string,
    ctx: Record<string, unknown>,
  ): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
type Handlers = {
  useCache: UseCacheHandler;
  Incremental: new (ctx?: { serverDistDir?: string }) => IncrementalHandler;
};

/** Each load's Redis client, closed after the tests (it would keep reconnecting). */
const closers: (() => Promise<void>)[] = [];
/** The key prefixes this file wrote under, removed after the tests. */
const prefixes: string[] = [];

/** Fresh modules (the Redis client is one per process) for `url`, under a prefix of this run. */
async function loadHandlers(url: string): Promise<Handlers> {
  process.env.REDIS_URL = url;
  process.env.REDIS_CACHE_PREFIX = `saithunga-test:${randomBytes(4).toString('hex')}:`;
  prefixes.push(process.env.REDIS_CACHE_PREFIX);
  jest.resetModules();
  const useCachePath: string = '@/lib/cache/use-cache-handler.mjs';
  const incrementalPath: string = '@/lib/cache/incremental-cache-handler.mjs';
  const useCache = ((await import(useCachePath)) as { default: UseCacheHandler }).default;
  const Incremental = ((await import(incrementalPath)) as { default: Handlers['Incremental'] })
    .default;
  const storePath: string = '@/lib/cache/redis-cache-store.mjs';
  closers.push(((await import(storePath)) as { closeRedis: () => Promise<void> }).closeRedis);
  return { useCache, Incremental };
}

const bytes = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

async function text(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

const entry = (value: string, tags: string[], extra: Partial<CacheEntry> = {}): CacheEntry => ({
  value: bytes(value),
  tags,
  stale: 300,
  timestamp: Date.now(),
  expire: 86_400,
  revalidate: 3600,
  ...extra,
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  if (testRedisUrl) {
    const redis = createClient({ url: testRedisUrl });
    await redis.connect();
    for (const prefix of prefixes) {
      for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
        if (keys.length) await redis.del(keys);
      }
    }
    await redis.close();
  }
  delete process.env.REDIS_URL;
  delete process.env.REDIS_CACHE_PREFIX;
});

describeWithRedis('the shared cache handlers on Redis', () => {
  let handlers: Handlers;
  beforeAll(async () => {
    handlers = await loadHandlers(testRedisUrl!);
  });

  it("'use cache': an entry is read back whole until one of its tags is revalidated", async () => {
    const { useCache } = handlers;
    await useCache.set('k1', Promise.resolve(entry('<p>Cardiology</p>', ['departments', 'x'])));
    const hit = await useCache.get('k1', []);
    expect(hit).toMatchObject({ tags: ['departments', 'x'], revalidate: 3600, expire: 86_400 });
    expect(await text(hit!.value)).toBe('<p>Cardiology</p>');
    // Every read gets its own stream.
    expect(await text((await useCache.get('k1', []))!.value)).toBe('<p>Cardiology</p>');

    expect(await useCache.getExpiration(['departments'])).toBe(0);
    await useCache.updateTags(['departments'], { expire: 0 });
    expect(await useCache.get('k1', [])).toBeUndefined();
    expect(await useCache.getExpiration(['departments', 'never'])).toBeGreaterThan(0);
  });

  it("'use cache': a get waits for a set still being written; stale and dynamic entries miss", async () => {
    const { useCache } = handlers;
    let finish!: (e: CacheEntry) => void;
    const writing = useCache.set('k2', new Promise<CacheEntry>((resolve) => (finish = resolve)));
    const reading = useCache.get('k2', []);
    finish(entry('late', ['y']));
    await writing;
    expect(await text((await reading)!.value)).toBe('late');

    await useCache.set(
      'old',
      Promise.resolve(entry('old', [], { timestamp: Date.now() - 7200_000 })),
    );
    expect(await useCache.get('old', [])).toBeUndefined();
    await useCache.set('dynamic', Promise.resolve(entry('d', [], { expire: 0 })));
    expect(await useCache.get('dynamic', [])).toBeUndefined();
  });

  it('pages: Buffers and Maps survive, and a tag in the page header expires it', async () => {
    const page = new handlers.Incremental();
    const value = {
      kind: 'APP_PAGE',
      html: '<html>Treatment</html>',
      rscData: Buffer.from([1, 2, 3, 250]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': '_N_T_/treatment,treatments,treatment:knee' },
      status: 200,
    };
    await page.set('/treatment/knee', value, {
      cacheControl: { revalidate: 3600, expire: 86_400 },
    });
    const other = new handlers.Incremental(); // another instance reads the same entry
    const hit = (await other.get('/treatment/knee', { kind: 'APP_PAGE' })) as {
      value: typeof value;
      cacheControl: unknown;
    };
    expect(hit.value.rscData).toEqual(value.rscData);
    expect(hit.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(hit.cacheControl).toEqual({ revalidate: 3600, expire: 86_400 });

    await other.revalidateTag('treatment:other');
    expect(await page.get('/treatment/knee', { kind: 'APP_PAGE' })).not.toBeNull();
    await other.revalidateTag(['treatment:knee']);
    expect(await page.get('/treatment/knee', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('a revalidation expires what was rendered just before it, even if stored just after', async () => {
    const { useCache } = handlers;
    await useCache.updateTags(['late']);
    // A read that started half a second after the revalidation on another instance's clock.
    await useCache.set(
      'k3',
      Promise.resolve(entry('v', ['late'], { timestamp: Date.now() + 500 })),
    );
    expect(await useCache.get('k3', [])).toBeUndefined();
    await useCache.set(
      'k4',
      Promise.resolve(entry('v', ['late'], { timestamp: Date.now() + 1500 })),
    );
    expect(await useCache.get('k4', [])).toBeDefined();
  });

  it('a deferred expiry marks pages stale and never brings back what an immediate one expired', async () => {
    const page = new handlers.Incremental();
    const value = {
      kind: 'APP_PAGE',
      html: '<html>Doctors</html>',
      headers: { 'x-next-cache-tags': 'doctors' },
    };
    await page.set('/doctors', value, { cacheControl: { revalidate: 3600, expire: 86_400 } });
    await page.revalidateTag(['doctors']); // at once
    await page.revalidateTag(['doctors'], { expire: 3600 }); // later, with a profile
    expect(await page.get('/doctors', { kind: 'APP_PAGE' })).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.set('/doctors', value, { cacheControl: { revalidate: 3600, expire: 86_400 } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.revalidateTag(['doctors'], { expire: 3600 });
    const stale = (await page.get('/doctors', { kind: 'APP_PAGE' })) as { lastModified: number };
    // Served, but older than its one-hour lifetime: Next renders it afresh in the background.
    expect(stale.lastModified).toBeLessThan(Date.now() - 3600_000);
  });

  it('pages of another build are never served', async () => {
    const dist = (id: string) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'build-'));
      mkdirSync(path.join(dir, 'server'));
      writeFileSync(path.join(dir, 'BUILD_ID'), id);
      return { serverDistDir: path.join(dir, 'server') };
    };
    const page = { kind: 'APP_PAGE', html: '<script src="/_next/static/old.js">' };
    await new handlers.Incremental(dist('build-a')).set('/about', page, {});
    expect(await new handlers.Incremental(dist('build-a')).get('/about', {})).not.toBeNull();
    expect(await new handlers.Incremental(dist('build-b')).get('/about', {})).toBeNull();
  });

  it('fetch entries expire by their own and implicit tags', async () => {
    const page = new handlers.Incremental();
    await page.set('f1', { kind: 'FETCH', data: { body: 'x' } }, {});
    const ctx = { kind: 'FETCH', tags: ['blogs'], softTags: ['_N_T_/blog'] };
    expect(await page.get('f1', ctx)).not.toBeNull();
    await page.revalidateTag('_N_T_/blog');
    expect(await page.get('f1', ctx)).toBeNull();
  });
});

describe('the shared cache handlers without Redis', () => {
  it('miss and skip writes quickly, and refuse a revalidation they cannot share', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    // Nothing listens on port 1.
    const { useCache, Incremental } = await loadHandlers('redis://127.0.0.1:1');
    const started = Date.now();
    await useCache.set('k', Promise.resolve(entry('v', ['t'])));
    expect(await useCache.get('k', [])).toBeUndefined();
    expect(await useCache.getExpiration(['t'])).toBe(0);
    const page = new Incremental();
    await page.set('p', { kind: 'APP_PAGE', html: '' }, {});
    expect(await page.get('p', { kind: 'APP_PAGE' })).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(useCache.updateTags(['t'])).rejects.toThrow('Redis is unavailable');
    // One line, not one per request.
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain('Shared cache: Redis unavailable');
    logged.mockRestore();
  });
});
