import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createMicroCache } from '@/lib/cache/micro-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createMicroCache (lru-cache)', () => {
  it('shares one load between concurrent requests for a key', async () => {
    const cache = createMicroCache<number>({ ttlMs: 1000 });
    const pending = deferred<number>();
    const load = jest.fn(() => pending.promise);
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    pending.resolve(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer for ttlMs, then loads again', async () => {
    // lru-cache's clock: any positive time (like performance.now()); stale once older than ttl.
    let time = 5000;
    const cache = createMicroCache<number>({ ttlMs: 1000, now: () => time });
    let n = 0;
    const load = () => Promise.resolve(++n);
    expect(await cache.get('a', load)).toBe(1);
    time = 6000;
    expect(await cache.get('a', load)).toBe(1);
    time = 6001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('keys are separate, and delete or clear forget answers at once', async () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000 });
    let n = 0;
    const load = () => Promise.resolve(`v${++n}`);
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('b', load)).toBe('v2');
    cache.delete('a');
    expect(await cache.get('a', load)).toBe('v3');
    expect(await cache.get('b', load)).toBe('v2');
    cache.clear();
    expect(await cache.get('b', load)).toBe('v4');
  });

  it('a load running when its key is cleared still answers, but is not kept', async () => {
    const cache = createMicroCache<number>({ ttlMs: 60_000 });
    const pending = deferred<number>();
    const waiting = cache.get('a', () => pending.promise);
    cache.clear(); // a booking was written meanwhile
    pending.resolve(1);
    expect(await waiting).toBe(1);
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });

  it('a stale load still running when a newer one starts answers its callers', async () => {
    let time = 5000;
    const cache = createMicroCache<number>({ ttlMs: 1000, now: () => time });
    const slow = deferred<number>();
    const first = cache.get('a', () => slow.promise);
    time = 7000; // past its TTL while still loading: the next miss purges it
    expect(await cache.get('b', () => Promise.resolve(2))).toBe(2);
    slow.resolve(1);
    expect(await first).toBe(1);
  });

  it('does not keep a failure: the next request loads again', async () => {
    const cache = createMicroCache<number>({ ttlMs: 60_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('a', () => Promise.resolve(5))).toBe(5);
  });

  it('holds at most maxEntries keys, dropping the least recently used', async () => {
    const cache = createMicroCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    const load = jest.fn((v: number) => Promise.resolve(v));
    await cache.get('a', () => load(1));
    await cache.get('b', () => load(2));
    await cache.get('c', () => load(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => load(4))).toBe(4);
    expect(await cache.get('c', () => load(5))).toBe(3);
  });

  it('drops expired entries as new keys arrive, so an idle cache gives its memory back', async () => {
    let time = 5000;
    const cache = createMicroCache<number>({ ttlMs: 1000, maxEntries: 100, now: () => time });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(1));
    time = 5500;
    await cache.get('d', () => Promise.resolve(2));
    expect(cache.size).toBe(4);
    time = 6200;
    await cache.get('e', () => Promise.resolve(3));
    // a, b and c expired after 6000; d (until 6500) and e stay.
    expect(cache.size).toBe(2);
    expect(await cache.get('d', () => Promise.resolve(99))).toBe(2);
  });

  it('keeps the answer, not the request that loaded it', async () => {
    // Next.js runs each request inside an AsyncLocalStorage store (request, response, socket);
    // every promise made during the request carries that store. A cached promise would keep the
    // whole request alive for as long as its entry lives (seen in heap snapshots under load).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const requestContext = new AsyncLocalStorage<{ request: string[] }>();
    const cache = createMicroCache<number>({ ttlMs: 60_000 });
    const served = await (async () => {
      const store = { request: ['a large request'] };
      const ref = new WeakRef(store);
      const answer = await requestContext.run(store, () =>
        cache.get('a', async () => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          return 7;
        }),
      );
      return { ref, answer };
    })();
    expect(served.answer).toBe(7);
    for (let i = 0; i < 3 && served.ref.deref(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      gc();
    }
    expect(served.ref.deref()).toBeUndefined();
    expect(await cache.get('a', () => Promise.resolve(8))).toBe(7);
  });
});
