import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { cspKindFor, createNonce } from '@/lib/security/csp';
import { staticCsp, strictCsp } from '@/lib/security/policies.mjs';
import { SECURITY_HEADERS } from '@/lib/security/policies.mjs';
import { getLimit, type LimitName } from '@/lib/security/limits';
import { clientKey } from '@/lib/security/rate-limit';

/** Footer links of the original site that name pages we serve under other paths. */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/about-us': '/about',
  '/contact-us': '/contactus',
};

/**
 * Signed by the payment provider and sent in bursts from its few addresses: exempt from the
 * visitors' limit, but under a much higher one of their own, so forged webhooks cannot flood.
 */
const WEBHOOK_PREFIX = '/api/webhooks/';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

function withSecurityHeaders(response: NextResponse, csp: string): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

async function rateLimited(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  if (request.method !== 'POST' || !pathname.startsWith('/api/')) return null;
  const limit: LimitName = pathname.startsWith(WEBHOOK_PREFIX) ? 'webhook' : 'apiPost';
  const decision = await getLimit(limit).consume(clientKey(request.headers));
  if (decision.allowed) return null;
  // The API's one error shape; nothing is logged for a refusal, the id ties a report to it.
  const requestId = crypto.randomUUID();
  return NextResponse.json(
    { message: TOO_MANY_REQUESTS, code: 'rate_limited', requestId },
    {
      status: 429,
      headers: {
        'Retry-After': String(decision.retryAfterSeconds),
        'Cache-Control': 'no-store',
        'X-Request-Id': requestId,
      },
    },
  );
}

export async function middleware(request: NextRequest) {
  const cspOptions = {
    dev: env.nodeEnv === 'development',
    https: env.siteUrl.startsWith('https:'),
  };
  const { pathname } = request.nextUrl;

  const target = LEGACY_REDIRECTS[pathname];
  if (target) {
    const redirect = NextResponse.redirect(new URL(target, request.url), 308);
    return withSecurityHeaders(redirect, staticCsp(cspOptions));
  }

  const limited = await rateLimited(request);
  if (limited) return withSecurityHeaders(limited, staticCsp(cspOptions));

  if (cspKindFor(pathname) === 'static') {
    return withSecurityHeaders(NextResponse.next(), staticCsp(cspOptions));
  }
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  const csp = strictCsp(createNonce(), cspOptions);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), csp);
}

export const config = {
  // Node.js rather than the edge runtime: the shared rate limit talks to Redis over TCP.
  runtime: 'nodejs',
  matcher: ['/((?!_next/static|_next/image|images/|ui/|files/|favicon.ico).*)'],
};
