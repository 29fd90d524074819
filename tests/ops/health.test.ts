/**
 * Liveness and readiness (issue 49): /api/health/live answers without the database;
 * /api/health/ready answers 503 at once while this instance's start-up (migrations, seed) runs
 * and when the database is down, 200 once it answers; /api/health keeps its old contract.
 */
const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

type Start = { resolve: (handle: unknown) => void; reject: (error: unknown) => void };
const starts: Start[] = [];
const execute = jest.fn(async () => ({ rows: [{ '?column?': 1 }] }));

jest.mock('@/lib/db/prepare', () => ({
  openAndPrepare: () =>
    new Promise((resolve, reject) => {
      starts.push({ resolve, reject });
    }),
}));

import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { GET as health } from '@/app/api/health/route';

const handle = { kind: 'postgres', db: { execute } };
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), response };
}

describe('liveness and readiness', () => {
  beforeEach(() => {
    // lib/db keeps the process's database on globalThis; each test starts a process afresh.
    const holder = (globalThis as { __saithungaDb?: Record<string, unknown> }).__saithungaDb;
    for (const key of Object.keys(holder ?? {})) delete holder![key];
    starts.length = 0;
    execute.mockReset();
    execute.mockResolvedValue({ rows: [{ '?column?': 1 }] });
  });

  it('liveness answers 200 without opening the database', async () => {
    const { status, body, response } = await answer(live());
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(starts).toHaveLength(0);
  });

  it('readiness is 503 at once while the start-up migrates, then 200; /api/health waits', async () => {
    const first = await answer(await ready());
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({
      status: 'unavailable',
      code: 'service_unavailable',
      checks: { database: 'starting' },
    });
    expect(first.response.headers.get('retry-after')).toBe('5');
    expect(starts).toHaveLength(1); // the probe began the start-up, once

    const waiting = health();
    let healthDone = false;
    void waiting.then(() => (healthDone = true));
    expect((await answer(await ready())).status).toBe(503);
    expect(starts).toHaveLength(1);
    await settle();
    expect(healthDone).toBe(false);

    starts[0].resolve(handle);
    await settle();
    const done = await answer(await ready());
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'ok', checks: { database: 'up' } });
    expect((await answer(await waiting)).status).toBe(200);
  });

  it('readiness is 503 when the database goes down; liveness stays 200', async () => {
    void ready();
    starts[0].resolve(handle);
    await settle();
    execute.mockRejectedValue(outage);
    const down = await answer(await ready());
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ checks: { database: 'down' } });
    expect(down.response.headers.get('retry-after')).toBe('30');
    expect((await answer(live())).status).toBe(200);
    expect((await answer(await health())).status).toBe(503);
  });

  it('a failed start-up is down, and the next probe starts again', async () => {
    void ready();
    starts[0].reject(outage);
    await settle();
    const failed = await answer(await ready());
    expect(failed.body).toMatchObject({ checks: { database: 'down' } });
    expect(starts).toHaveLength(2);
    starts[1].resolve(handle);
    await settle();
    expect((await answer(await ready())).status).toBe(200);
  });
});
