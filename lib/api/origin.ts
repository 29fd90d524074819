/**
 * Same-site check for state-changing requests. Browsers send Origin on every cross-origin POST,
 * so an Origin that is present and names another site marks a forged request. Requests without
 * Origin (curl, server-to-server) are not browser-forgeable and pass.
 */

function firstValue(header: string | null): string | null {
  if (!header) return null;
  const first = header.split(',')[0]?.trim();
  return first || null;
}

/** The hosts this server answers as: the configured site URL's and the request's own. */
function ownHosts(request: Request, siteUrl: string): Set<string> {
  const hosts = new Set<string>();
  hosts.add(new URL(siteUrl).host);
  const forwarded = firstValue(request.headers.get('x-forwarded-host'));
  const host = request.headers.get('host');
  if (forwarded) hosts.add(forwarded.toLowerCase());
  if (host) hosts.add(host.toLowerCase());
  hosts.add(new URL(request.url).host);
  return hosts;
}

export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // "null" (sandboxed frames, some redirects) or garbage: not our site.
    return true;
  }
  if (parsed.origin === 'null') return true;
  return !ownHosts(request, siteUrl).has(parsed.host.toLowerCase());
}
