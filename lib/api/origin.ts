import { firstValue, isForeignOrigin } from './origin-rule.mjs';

/**
 * Same-site check for the API's state-changing requests (the rule itself is in ./origin-rule.mjs,
 * shared with the server actions' check in scripts/start.mjs).
 */

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
  return isForeignOrigin(request.headers.get('origin'), ownHosts(request, siteUrl));
}
