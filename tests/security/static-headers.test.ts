/**
 * next.config.mjs gives every answer its security headers: pages and API answers the static,
 * cacheable policy (the strict pages get theirs from the middleware, tests/security/
 * middleware.test.ts), and the files (build assets, images, job files, the favicon) every page
 * header with the same values and a policy of their own (a locked-down one for images, which may
 * be opened as documents).
 */
import type { NextConfig } from 'next';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { config as middlewareConfig } from '@/middleware';
import { SECURITY_HEADERS, STRICT_CSP_PATHS } from '@/lib/security/policies.mjs';
import { LOCKED_FILE_CSP } from '@/lib/uploads/served-file';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

let nextConfig: NextConfig;
let rules: HeaderRule[];
let pageHeaders: Map<string, string>;

beforeAll(async () => {
  // next.config.mjs is plain JavaScript without types (the project does not allow JS in tsc).
  const configPath: string = '@/next.config.mjs';
  nextConfig = ((await import(configPath)) as { default: NextConfig }).default;
  rules = (await nextConfig.headers!()) as HeaderRule[];
  pageHeaders = headersFor('/');
});

/** Whether the middleware runs for a path, by its matcher as Next compiles it. */
function middlewareRunsOn(pathname: string): boolean {
  return middlewareConfig.matcher.some((source) => getPathMatch(source)(pathname) !== false);
}

/** The headers next.config sends for a path (every matching rule, as Next applies them). */
function headersFor(pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!getPathMatch(rule.source)(pathname)) continue;
    for (const { key, value } of rule.headers) out.set(key.toLowerCase(), value);
  }
  return out;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

const STATIC_SAMPLES = [
  '/_next/static/chunks/app/page-0123abcd.js',
  '/_next/static/css/app.css',
  '/_next/image',
  '/images/logo.svg',
  '/images/doctors/dr-a.svg',
  '/ui/icons.svg',
  '/files/jobs/staff-nurse-icu.pdf',
  '/favicon.ico',
];

describe('headers on files the middleware does not see', () => {
  it.each(STATIC_SAMPLES)('%s bypasses the middleware', (pathname) => {
    expect(middlewareRunsOn(pathname)).toBe(false);
  });

  it.each(STATIC_SAMPLES)('%s gets every page header, with the same values', (pathname) => {
    const headers = headersFor(pathname);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(headers.get(name.toLowerCase())).toBe(value);
      expect(pageHeaders.get(name.toLowerCase())).toBe(value);
    }
    // The same set of header names as a page, CSP included.
    const pageNames = [...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy'];
    expect(pageNames.every((name) => pageHeaders.has(name.toLowerCase()))).toBe(true);
    // The icon sprite's address carries its content hash: browsers may keep it for an hour.
    const extra = pathname.startsWith('/ui/') ? ['cache-control'] : [];
    expect([...headers.keys()].sort()).toEqual(
      [...pageNames.map((n) => n.toLowerCase()), ...extra].sort(),
    );
  });

  it('lets browsers keep the icon sprite, whose address changes with its content', () => {
    expect(headersFor('/ui/icons.svg').get('cache-control')).toBe('public, max-age=3600');
    expect(nextConfig.env?.NEXT_PUBLIC_ICON_SPRITE_VERSION).toMatch(/^[0-9a-f]{12}$/);
  });

  it.each(['/images/logo.svg', '/images/team/a.svg', '/ui/icons.svg', '/_next/image'])(
    '%s gets a policy under which nothing loads or runs',
    (pathname) => {
      const d = directives(headersFor(pathname).get('content-security-policy')!);
      expect(d.get('default-src')).toEqual(["'none'"]);
      expect(d.get('style-src')).toEqual(["'unsafe-inline'"]);
      expect(d.has('sandbox')).toBe(true);
      expect(d.has('script-src')).toBe(false);
      // Next's image endpoint sends its own policy: the same one.
      expect(nextConfig.images?.contentSecurityPolicy).toBe(
        headersFor(pathname).get('content-security-policy'),
      );
    },
  );

  it.each([
    '/media/doctor-photos/0b8e4a52-5f57-4c1a-9f39-2a4a8b1c0d11.webp',
    '/api/carrer/download/3',
  ])('%s, an uploaded or stored file, gets the locked policy its route sends', (pathname) => {
    // Next keeps this rule's header over the route's own (lib/uploads/served-file.ts).
    expect(headersFor(pathname).get('content-security-policy')).toBe(LOCKED_FILE_CSP);
    expect(directives(LOCKED_FILE_CSP).has('sandbox')).toBe(true);
  });

  it.each(['/_next/static/chunks/main.js', '/files/jobs/physiotherapist.pdf', '/favicon.ico'])(
    '%s gets the static page policy',
    (pathname) => {
      const csp = headersFor(pathname).get('content-security-policy')!;
      const d = directives(csp);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/nonce-|unsafe-eval/);
      // A cached page's policy, but for upgrade-insecure-requests (depends on SITE_URL).
      expect(
        pageHeaders.get('content-security-policy')!.replace(/; upgrade-insecure-requests$/, ''),
      ).toBe(csp);
    },
  );
});

describe('headers on pages and API answers', () => {
  it.each(['/', '/contactus', '/doctors', '/careers-at-home', '/api/health', '/no-such-page'])(
    '%s gets every security header from next.config, without a middleware run',
    (pathname) => {
      const headers = headersFor(pathname);
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=(self)');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(middlewareRunsOn(pathname)).toBe(false);
    },
  );

  it.each(['/', '/contactus', '/department/cardiology', '/blog/some-post', '/pharmacy'])(
    '%s gets the static, cacheable policy',
    (pathname) => {
      const csp = headersFor(pathname).get('content-security-policy')!;
      const d = directives(csp);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('base-uri')).toEqual(["'self'"]);
      expect(d.get('form-action')).toEqual(["'self'"]);
      expect(d.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
      expect(d.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp).not.toMatch(/nonce-|strict-dynamic/);
      expect(d.get('frame-src')).toContain('https://www.openstreetmap.org');
      expect(d.get('connect-src')).toContain('https://api.razorpay.com');
    },
  );

  it.each([...STRICT_CSP_PATHS, '/careers/apply', '/payment-success/ABC123'])(
    '%s is left to the middleware, which makes its nonce policy per request',
    (pathname) => {
      expect(headersFor(pathname).has('content-security-policy')).toBe(false);
      expect(middlewareRunsOn(pathname)).toBe(true);
    },
  );
});
