/**
 * The middleware as Next runs it: legacy redirects, security headers and both CSP strengths on
 * their pages, and the per-client burst limit on POST /api/*.
 */
import { NextRequest } from 'next/server';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';
import { middleware, TOO_MANY_REQUESTS } from '@/middleware';

const BASE = 'http://localhost:3000';

function get(path: string) {
  return new NextRequest(`${BASE}${path}`);
}

/**
 * A POST as `npm run start` hands it to Next when served directly (the default): stamped with
 * the address of the connection (`ip`), carrying whatever X-Forwarded-For the client made up.
 */
function post(path: string, ip: string, claimed = '10.0.0.1') {
  return new NextRequest(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      [PEER_HEADER]: ip,
      'x-forwarded-for': claimed,
      'content-type': 'application/json',
    },
    body: '{}',
  });
}

const passedThrough = (res: Response) => res.headers.get('x-middleware-next') === '1';

describe('security headers', () => {
  it.each(['/', '/contactus', '/doctors', '/careers', '/api/health'])('are on %s', async (path) => {
    const res = await middleware(get(path));
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('redirect the footer legacy links, headers included', async () => {
    const res = await middleware(get('/about-us'));
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`${BASE}/about`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await middleware(get('/contact-us'))).headers.get('location')).toBe(
      `${BASE}/contactus`,
    );
  });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe('content security policy', () => {
  it.each(['/', '/contactus', '/department/cardiology', '/blog/some-post', '/pharmacy'])(
    'is the static, cacheable policy on %s',
    async (path) => {
      const first = (await middleware(get(path))).headers.get('content-security-policy')!;
      const second = (await middleware(get(path))).headers.get('content-security-policy')!;
      expect(first).toBe(second);
      const d = directives(first);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('base-uri')).toEqual(["'self'"]);
      expect(d.get('form-action')).toEqual(["'self'"]);
      expect(d.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
      expect(first).not.toMatch(/nonce-|strict-dynamic/);
      expect(d.get('frame-src')).toContain('https://www.openstreetmap.org');
    },
  );

  it.each(['/careers', '/addtocart/appointment', '/pharmacy/addtocart', '/payment-success'])(
    'is the strict nonce policy on %s, fresh per request and handed to Next',
    async (path) => {
      const res = await middleware(get(path));
      const csp = res.headers.get('content-security-policy')!;
      const d = directives(csp);
      const nonce = d.get('script-src')!.find((v) => v.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{22,}'$/);
      expect(d.get('script-src')).toContain("'strict-dynamic'");
      expect(d.get('script-src')).not.toContain("'unsafe-inline'");
      expect(d.get('script-src')).toContain('https://checkout.razorpay.com');
      expect(d.get('frame-src')).toContain('https://api.razorpay.com');
      expect(d.get('object-src')).toEqual(["'none'"]);
      // Next reads the nonce from the forwarded request header.
      expect(res.headers.get('x-middleware-override-headers')).toContain('content-security-policy');
      expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
      const again = (await middleware(get(path))).headers.get('content-security-policy');
      expect(again).not.toBe(csp);
    },
  );

  it('does not treat look-alike paths as strict', async () => {
    const csp = (await middleware(get('/careers-at-home'))).headers.get('content-security-policy');
    expect(csp).not.toContain('nonce-');
  });
});

describe('rate limit on POST /api/*', () => {
  it('lets a burst of 30 through, then answers 429 with a clear JSON error', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 40; i += 1) {
      const res = await middleware(post('/api/booking/create_booking', '198.51.100.7'));
      statuses.push(passedThrough(res) ? 200 : res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(await limited!.json()).toEqual({
      message: TOO_MANY_REQUESTS,
      code: 'rate_limited',
      requestId: expect.any(String),
    });
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited!.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('counts by the connection, however the client rotates its X-Forwarded-For (default setting)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      const res = await middleware(
        post('/api/coupon/check', '198.51.100.10', `192.0.2.${i}, 10.${i}.0.1`),
      );
      statuses.push(passedThrough(res) ? 200 : res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('keeps separate budgets per client and leaves GETs and webhooks alone', async () => {
    for (let i = 0; i < 35; i += 1)
      await middleware(post('/api/contactform/add_contactform', '198.51.100.8'));
    expect(
      (await middleware(post('/api/contactform/add_contactform', '198.51.100.8'))).status,
    ).toBe(429);
    expect(
      passedThrough(await middleware(post('/api/contactform/add_contactform', '198.51.100.9'))),
    ).toBe(true);
    const getRequest = new NextRequest(`${BASE}/api/health`, {
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(passedThrough(await middleware(getRequest))).toBe(true);
    expect(passedThrough(await middleware(post('/api/webhooks/razorpay', '198.51.100.8')))).toBe(
      true,
    );
  });

  it('gives webhooks a limit of their own: 600 a minute per client, apart from the visitors’ one', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 605; i += 1) {
      const res = await middleware(post('/api/webhooks/razorpay', '198.51.100.20'));
      statuses.push(passedThrough(res) ? 200 : res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(600).every((s) => s === 429)).toBe(true);
    expect(await limited!.json()).toEqual({
      message: TOO_MANY_REQUESTS,
      code: 'rate_limited',
      requestId: expect.any(String),
    });
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(50);
    // The visitors' budget of the same client is untouched.
    expect(passedThrough(await middleware(post('/api/coupon/check', '198.51.100.20')))).toBe(true);
  });
});
