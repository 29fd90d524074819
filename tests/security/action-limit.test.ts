/**
 * The server actions' POST limit, as the middleware counts it on the pages that have actions:
 * 30 per client, then 429 in the API's one error shape with Retry-After and the security
 * headers; a budget of its own, apart from the API's; reads never counted.
 */
import { NextRequest } from 'next/server';
import { json, withErrors } from '@/lib/api/handler';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';
import { middleware } from '@/middleware';

const BASE = 'http://localhost:3000';

function action(path: string, ip: string) {
  return new NextRequest(`${BASE}${path}`, {
    method: 'POST',
    headers: { [PEER_HEADER]: ip, 'next-action': '7f00aa', 'content-type': 'text/plain' },
    body: '[]',
  });
}

async function statusesOf(make: () => NextRequest, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await middleware(make())).status);
  return statuses;
}

it('lets 30 actions of a client through, then answers 429 in the one error shape', async () => {
  const statuses = await statusesOf(() => action('/appointment/manage', '198.51.100.40'), 35);
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
  expect(statuses.slice(30)).toEqual(Array(5).fill(429));
  const refused = await middleware(action('/lab-tests/report', '198.51.100.40'));
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await refused.json()).toEqual({
    message: 'Too many requests. Please wait a moment and try again.',
    code: 'rate_limited',
    requestId: expect.any(String),
  });
  // Another client, the pages' GETs and the API's budget are untouched.
  expect((await middleware(action('/appointment/manage', '198.51.100.41'))).status).toBe(200);
  const read = new NextRequest(`${BASE}/appointment/manage`, {
    headers: { [PEER_HEADER]: '198.51.100.40' },
  });
  expect((await middleware(read)).status).toBe(200);
  const api = withErrors(async () => json({ ok: true }));
  const post = new Request(`${BASE}/api/booking/create_booking`, {
    method: 'POST',
    headers: { [PEER_HEADER]: '198.51.100.40', 'content-type': 'application/json' },
    body: '{}',
  });
  expect((await api(post)).status).toBe(200);
});

it("counts the console's actions too, whatever cookie they carry, on a budget for a whole staff", async () => {
  const statuses = await statusesOf(() => {
    const request = action('/staff/lab-orders/3', '198.51.100.42');
    request.headers.set('cookie', 'staff_session=forged');
    return request;
  }, 301);
  // The staff behind the hospital's one address share 300 per 30 s, apart from the visitors' 30.
  expect(statuses.slice(0, 300)).toEqual(Array(300).fill(200));
  expect(statuses.at(-1)).toBe(429);
  expect((await middleware(action('/appointment/manage', '198.51.100.42'))).status).toBe(200);
});
