/**
 * How a state-changing request's Origin header is judged, for the API's route wrapper (./origin.ts)
 * and for the server actions, which scripts/start.mjs checks before Next reads them
 * (./server-actions.mjs). Browsers send Origin on every cross-origin POST, so an Origin that is
 * present and names another site marks a forged request; "null" (sandboxed frames, some
 * redirects) and garbage are another site too. A request without Origin (curl, server to server)
 * is not browser-forgeable and passes. Plain JavaScript because the start script runs in Node
 * without a TypeScript step; the types are in origin-rule.d.mts.
 */

/** The first of a header's comma-separated values, trimmed; null when there is none. */
export function firstValue(header) {
  if (!header) return null;
  const first = String(Array.isArray(header) ? header[0] : header)
    .split(',')[0]
    ?.trim();
  return first || null;
}

/**
 * The host (with port) an Origin header names, lower-cased: null without the header, '' when it
 * names no host of any site ("null", garbage, a scheme without a host).
 */
export function originHost(origin) {
  if (origin === undefined || origin === null) return null;
  try {
    const parsed = new URL(String(origin));
    return parsed.origin === 'null' ? '' : parsed.host.toLowerCase();
  } catch {
    return '';
  }
}

/** Whether an Origin header is present and names none of `ownHosts` (lower-case hosts). */
export function isForeignOrigin(origin, ownHosts) {
  const host = originHost(origin);
  return host !== null && (host === '' || !ownHosts.has(host));
}

/**
 * Whether a server action's request (Node's lower-cased `headers`) comes from another site's
 * page: Next's own rule, whose refusal is a bare 500 (and an error in the log) when it is Next
 * that finds it. The one host the page may come from is the one the request was sent to:
 * X-Forwarded-Host's first value when a proxy set it, else Host.
 */
export function isCrossSiteAction(headers) {
  const own = firstValue(headers['x-forwarded-host']) ?? firstValue(headers.host);
  return isForeignOrigin(headers.origin, new Set(own ? [own.toLowerCase()] : []));
}
