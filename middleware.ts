import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { refuseActionOverLimit } from '@/lib/security/action-limit';
import { createNonce } from '@/lib/security/csp';
import {
  CACHED_UNDER_STRICT_PATHS,
  isServedFileRoute,
  SECURITY_HEADERS,
  staticCsp,
  strictCsp,
} from '@/lib/security/policies.mjs';

/**
 * The middleware runs on the pages of STRICT_CSP_PATHS (lib/security/policies.mjs), where each
 * response needs a fresh nonce that Next puts on its scripts, and on the original site's two
 * footer links, which it redirects (next.config's redirects would answer without the security
 * headers). A POST to these pages is a server action, and spends its client's POST budget here
 * first (lib/security/action-limit.ts). Everything else gets its headers from next.config.mjs (the same values) and its
 * per-client POST limit from the route wrapper (lib/security/request-limit.ts): a middleware run
 * costs every request it matches about a quarter of a cached page's throughput
 * (docs/performance.md).
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/about-us': '/about',
  '/contact-us': '/contactus',
};

function withSecurityHeaders(response: NextResponse, csp: string): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/** A server action (a POST to one of these pages) spends its client's POST budget first. */
async function limitedAction(request: NextRequest): Promise<Response> {
  const refused = await refuseActionOverLimit(request);
  if (!refused) return page(request);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) refused.headers.set(name, value);
  return refused;
}

export async function middleware(request: NextRequest): Promise<Response> {
  return request.method === 'GET' || request.method === 'HEAD'
    ? page(request)
    : limitedAction(request);
}

function page(request: NextRequest) {
  const options = {
    dev: env.nodeEnv === 'development',
    https: env.siteUrl.startsWith('https:'),
  };
  const target = LEGACY_REDIRECTS[request.nextUrl.pathname];
  if (target) {
    const redirect = NextResponse.redirect(new URL(target, request.url), 308);
    return withSecurityHeaders(redirect, staticCsp(options));
  }
  if (isServedFileRoute(request.nextUrl.pathname)) {
    // A stored file keeps the route's sandbox policy; every other header is the pages'.
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  if (CACHED_UNDER_STRICT_PATHS.includes(request.nextUrl.pathname)) {
    return withSecurityHeaders(NextResponse.next(), staticCsp(options));
  }
  const csp = strictCsp(createNonce(), options);
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // The staff console and the patients' accounts are never indexed, whatever a page says.
  if (/^\/(staff|account)(\/|$)/.test(request.nextUrl.pathname)) {
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  return withSecurityHeaders(response, csp);
}

export const config = {
  // STRICT_CSP_PATHS, each with anything below it, and the two legacy links
  // (tests/security/middleware.test.ts holds them to those lists). Node.js runtime: lib/env
  // reads the process's environment.
  runtime: 'nodejs',
  matcher: [
    '/addtocart/appointment/:path*',
    '/pharmacy/addtocart/:path*',
    '/payment-success/:path*',
    '/appointment/:path*',
    '/pharmacy/order/:path*',
    '/lab-tests/report/:path*',
    '/careers/:path*',
    '/staff/:path*',
    '/account/:path*',
    '/consult/:path*',
    '/forms/:path*',
    '/about-us',
    '/contact-us',
  ],
};
