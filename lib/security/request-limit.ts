import 'server-only';
import { RateLimitedError } from '@/lib/api/errors';
import { getLimit, type LimitName } from './limits';
import { clientKey } from './rate-limit';

/**
 * Signed by the payment provider and sent in bursts from its few addresses: exempt from the
 * visitors' limit, but under a much higher one of their own, so forged webhooks cannot flood.
 */
const WEBHOOK_PREFIX = '/api/webhooks/';

/** Reads are cached and cheap; what writes, sends or checks something is counted per client. */
const COUNTED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The budget a state-changing request to `pathname` spends. */
function postLimitFor(pathname: string): LimitName {
  if (pathname.startsWith(WEBHOOK_PREFIX)) return 'webhook';
  if (pathname === '/api/vitals') return 'vitalsBeacon';
  if (pathname.startsWith('/api/')) return 'apiPost';
  if (/^\/consult\/[^/]+\/signal$/.test(pathname)) return 'consultSignal';
  return pathname === '/staff' || pathname.startsWith('/staff/') ? 'staffAction' : 'actionPost';
}

/**
 * The per-client burst limit of the state-changing calls, checked before anything else, so a
 * refused request costs no body read, no database and no log line: by the route wrapper
 * (lib/api/handler.ts) for the API, by the middleware for the server actions (./action-limit.ts),
 * which post to pages the middleware runs on anyway. The API's lives with the routes rather than
 * in the middleware so that pages and reads never pay for a middleware run
 * (docs/decisions/rate-limits.md). Throws RateLimitedError
 * (429 with Retry-After) once the client's budget is spent.
 */
export async function refuseOverLimit(request: Request): Promise<void> {
  if (!COUNTED_METHODS.has(request.method)) return;
  const limit = postLimitFor(new URL(request.url).pathname);
  const decision = await getLimit(limit).consume(clientKey(request.headers));
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}

/**
 * A form's own limit per client (LIMITS[name]) besides the POST budget, for forms whose every
 * stored request costs the hospital something (a file on disk, an e-mail to the desk). Spent by
 * the route's handler once the input is valid, so a visitor's mistakes never count, and checked
 * before anything is stored: 429 `rate_limited` with `message` and Retry-After.
 */
export async function spendOwnLimit(
  request: Pick<Request, 'headers'>,
  name: LimitName,
  message: string,
): Promise<void> {
  const decision = await getLimit(name).consume(clientKey(request.headers));
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, message);
}
