/**
 * The per-client burst limit of the API's state-changing calls, as every route gets it through
 * its wrapper (withErrors, lib/api/handler.ts): 30 POSTs per client, then 429 in the API's one
 * error shape; webhooks under a limit of their own; reads never counted.
 */
import { json, withErrors } from '@/lib/api/handler';
import { TOO_MANY_REQUESTS } from '@/lib/api/errors';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';

const BASE = 'http://localhost:3000';

/** Any route: what it does is not the point, only whether the wrapper lets the request in. */
let handled = 0;
const route = withErrors(async () => {
  handled += 1;
  return json({ ok: true });
});

/**
 * A POST as `npm run start` hands it to Next when served directly (the default): stamped with
 * the address of the connection (`ip`), carrying whatever X-Forwarded-For the client made up.
 */
function post(path: string, ip: string, claimed = '10.0.0.1') {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      [PEER_HEADER]: ip,
      'x-forwarded-for': claimed,
      'content-type': 'application/json',
    },
    body: '{}',
  });
}

async function statusesOf(requests: () => Request, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await route(requests())).status);
  return statuses;
}

describe('rate limit on POST /api/*', () => {
  it('lets a burst of 30 through, then answers 429 with a clear JSON error, before the route runs', async () => {
    handled = 0;
    const statuses = await statusesOf(
      () => post('/api/booking/create_booking', '198.51.100.7'),
      40,
    );
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(handled).toBe(30);
    const limited = await route(post('/api/booking/create_booking', '198.51.100.7'));
    expect(await limited.json()).toEqual({
      message: TOO_MANY_REQUESTS,
      code: 'rate_limited',
      requestId: expect.any(String),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(limited.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts by the connection, however the client rotates its X-Forwarded-For (default setting)', async () => {
    let i = 0;
    const statuses = await statusesOf(() => {
      i += 1;
      return post('/api/coupon/check', '198.51.100.10', `192.0.2.${i}, 10.${i}.0.1`);
    }, 35);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
  });

  it('keeps separate budgets per client and leaves GETs and webhooks alone', async () => {
    await statusesOf(() => post('/api/contactform/add_contactform', '198.51.100.8'), 35);
    expect((await route(post('/api/contactform/add_contactform', '198.51.100.8'))).status).toBe(
      429,
    );
    expect((await route(post('/api/contactform/add_contactform', '198.51.100.9'))).status).toBe(
      200,
    );
    const read = new Request(`${BASE}/api/health`, { headers: { [PEER_HEADER]: '198.51.100.8' } });
    expect((await route(read)).status).toBe(200);
    expect((await route(post('/api/webhooks/razorpay', '198.51.100.8'))).status).toBe(200);
  });

  it('gives webhooks a limit of their own: 600 a minute per client, apart from the visitors’ one', async () => {
    const statuses = await statusesOf(() => post('/api/webhooks/razorpay', '198.51.100.20'), 605);
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(600)).toEqual(Array(5).fill(429));
    const limited = await route(post('/api/webhooks/razorpay', '198.51.100.20'));
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    // The visitors' budget of the same client is untouched.
    expect((await route(post('/api/coupon/check', '198.51.100.20'))).status).toBe(200);
  });
});
