/**
 * The middleware as Next runs it: on the pages that take personal data or payment only, a strict
 * nonce policy, fresh per request and handed to Next, with every security header. Every other
 * answer gets its headers from next.config (tests/security/static-headers.test.ts) and its POST
 * limit from the route wrapper (tests/security/request-limit.test.ts).
 */
import { NextRequest } from 'next/server';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { STRICT_CSP_PATHS } from '@/lib/security/policies.mjs';
import { config, LEGACY_REDIRECTS, middleware } from '@/middleware';

const BASE = 'http://localhost:3000';

function get(path: string) {
  return new NextRequest(`${BASE}${path}`);
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

const runsOn = (pathname: string) =>
  config.matcher.some((source) => getPathMatch(source)(pathname) !== false);

describe('where the middleware runs', () => {
  it('matches the strict pages and what lies below them, the two legacy links, nothing else', () => {
    expect(config.matcher).toEqual([
      ...STRICT_CSP_PATHS.map((p) => `${p}/:path*`),
      ...Object.keys(LEGACY_REDIRECTS),
    ]);
    for (const p of STRICT_CSP_PATHS) {
      expect(runsOn(p)).toBe(true);
      expect(runsOn(`${p}/anything`)).toBe(true);
    }
    for (const p of [
      '/',
      '/careers-at-home',
      '/pharmacy',
      '/doctors',
      '/api/coupon/check',
      '/about',
    ]) {
      expect(runsOn(p)).toBe(false);
    }
  });
});

describe('the strict pages', () => {
  it.each(['/careers', '/addtocart/appointment', '/pharmacy/addtocart', '/payment-success'])(
    'get the strict nonce policy on %s, fresh per request and handed to Next',
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

  it('carry every security header', async () => {
    const res = await middleware(get('/careers'));
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe("the original site's footer links", () => {
  it('redirect permanently, with every security header', async () => {
    const res = await middleware(get('/about-us'));
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`${BASE}/about`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('content-security-policy')).not.toContain('nonce-');
    expect((await middleware(get('/contact-us'))).headers.get('location')).toBe(
      `${BASE}/contactus`,
    );
  });
});

describe('stored files under the strict pages', () => {
  it("leaves the route's sandbox policy to the file, and still sends every other header", async () => {
    for (const path of [
      '/staff/lab-orders/12/report',
      '/staff/orders/3/prescriptions/abc123',
      '/staff/outbox/7/file',
      '/staff/applications/9/resume',
      '/lab-tests/report/file',
    ]) {
      const response = await middleware(get(path));
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    // The pages beside them keep the strict nonce policy.
    for (const path of ['/staff/lab-orders/12', '/lab-tests/report']) {
      const response = await middleware(get(path));
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
    }
  });
});
