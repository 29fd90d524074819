/**
 * The server actions' gate, kept by scripts/start.mjs before Next reads a byte of the request, as
 * it does for the API (./body-limits.mjs): Next buffers a POST to a middleware page for the
 * middleware, then reads it whole under next.config's one limit for every action (the staff's
 * 10 MB lab report), so an anonymous 10 MB action would be held in memory before anything could
 * refuse it. Here every POST outside /api, which is what Next takes as a server action, gets:
 *
 * - 405 outside the pages that have actions (ACTION_PAGE_PATHS): an action posted to any other
 *   page would be forwarded by Next to its own page, around the middleware's POST limit;
 * - 403 from another site's page, in the API's error shape, where Next itself answers a bare 500;
 * - 411 for a body without a declared length, 413 for one over the page's limit: a few kB on
 *   public pages, and the console's larger ones only with a staff session cookie (the action
 *   still checks the session and the role: the cookie's presence only decides what is read).
 *
 * The per-client POST limit is the middleware's (it runs on every action page and can count in
 * Redis); docs/decisions/server-action-limits.md says why each check is where it is. Plain
 * JavaScript because the start script runs in Node without a TypeScript step; the types are in
 * server-actions.d.mts.
 */
import {
  CONSULT_SIGNAL_BODY_LIMIT,
  JSON_BODY_LIMIT,
  PRESCRIPTION_UPLOAD_LIMIT,
  PUBLIC_ACTION_BODY_LIMIT,
  SERVER_ACTION_BODY_LIMIT,
  STAFF_ACTION_BODY_LIMIT,
} from './body-limits.mjs';
import { isCrossSiteAction } from './origin-rule.mjs';

/**
 * The pages with server actions, each with everything below it: the self-service pages and the
 * staff console (tests/security/server-actions.test.ts finds every `'use server'` file under
 * them, and every one among the middleware's paths).
 */
export const ACTION_PAGE_PATHS = Object.freeze([
  '/appointment/manage',
  '/pharmacy/order',
  '/lab-tests/report',
  '/staff',
  '/account',
  '/consult',
  '/forms',
]);

/** The console's session cookie (SESSION_COOKIE of lib/staff/current.ts). */
export const STAFF_SESSION_COOKIE = 'staff_session';

/** The one console page that takes a lab report (lib/lab/report-upload.ts). */
const LAB_ORDER_PAGE = /^\/staff\/lab-orders\/\d{1,9}$/;

const under = (pathname, base) => pathname === base || pathname.startsWith(`${base}/`);

function hasStaffSession(cookieHeader) {
  if (!cookieHeader) return false;
  return String(cookieHeader)
    .split(';')
    .some((pair) => {
      const [name, ...value] = pair.split('=');
      return name.trim() === STAFF_SESSION_COOKIE && value.join('=').trim() !== '';
    });
}

/**
 * The video consultation room's signalling and file-sharing routes (route handlers, not actions,
 * under /consult so the room's cookies reach them): their own limits, which the routes enforce
 * while streaming.
 */
const CONSULT_SIGNAL = /^\/consult\/[^/]+\/signal$/;
const CONSULT_FILES = /^\/consult\/[^/]+\/files$/;

/** The largest body a server action posted to `pathname` may carry. */
export function actionBodyLimit(pathname, headers) {
  if (CONSULT_SIGNAL.test(pathname)) return CONSULT_SIGNAL_BODY_LIMIT;
  if (CONSULT_FILES.test(pathname)) return PRESCRIPTION_UPLOAD_LIMIT;
  // The lead forms sent without script carry what their API routes take as JSON (a message of
  // 5,000 characters): the same limit.
  if (under(pathname, '/forms')) return JSON_BODY_LIMIT;
  if (!under(pathname, '/staff') || !hasStaffSession(headers.cookie)) {
    return PUBLIC_ACTION_BODY_LIMIT;
  }
  return LAB_ORDER_PAGE.test(pathname) ? SERVER_ACTION_BODY_LIMIT : STAFF_ACTION_BODY_LIMIT;
}

const refusal = (status, message, code) => ({ status, body: { message, code } });

/**
 * What the server answers a request outside /api before Next reads it (the status and the error
 * shape's message and code), or null when Next takes over. Reads only the method, the path and
 * the headers.
 */
export function refuseServerActionEarly(method, pathname, headers) {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (pathname === '/api' || pathname.startsWith('/api/')) return null;
  if (method === 'POST' && !ACTION_PAGE_PATHS.some((base) => under(pathname, base))) {
    return refusal(405, 'This page does not take POST requests', 'method_not_allowed');
  }
  if (isCrossSiteAction(headers)) {
    return refusal(403, 'Cross-site requests are not allowed', 'cross_site');
  }
  const declared = headers['content-length'];
  if (declared === undefined) {
    if (headers['transfer-encoding'] === undefined) return null;
    return refusal(
      411,
      'A request body must declare its length (Content-Length)',
      'length_required',
    );
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length > actionBodyLimit(pathname, headers)) {
    return refusal(413, 'Request body is too large', 'payload_too_large');
  }
  return null;
}
