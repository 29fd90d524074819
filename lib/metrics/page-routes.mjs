/**
 * The route pattern of a page request, for the server's own page metrics (scripts/start.mjs):
 * Next does not tell a custom server which route matched, so the patterns are read from the
 * build's routes manifest, in Next's own order (static routes, then dynamic ones from the most
 * specific). A pathname's ids and slugs never become a label: a page is counted under its file
 * pattern (`/pharmacy/[medname]`), Next's assets under one label, anything else under one more.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Next's scripts, styles, images and data. */
export const NEXT_ASSETS = '/_next/[...]';
/** A public file (an image, the icon) or a path no route matches (a 404). */
export const NO_ROUTE = '(no route)';

/**
 * A function from a pathname (no query) to its pattern, or null for an API path (the API's
 * wrapper counts those, lib/api/handler.ts). `manifest` is Next's routes-manifest.json.
 */
export function pageRouteMatcher(manifest) {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])]
    .filter((route) => !route.page.startsWith('/api/') && route.page !== '/api')
    .map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => {
    if (pathname === '/api' || pathname.startsWith('/api/')) return null;
    if (pathname.startsWith('/_next/')) return NEXT_ASSETS;
    for (const route of routes) if (route.regex.test(pathname)) return route.page;
    return NO_ROUTE;
  };
}

/** The matcher of the build in `dir`, or null when it has no manifest (nothing is counted). */
export function loadPageRoutes(dir) {
  try {
    const file = path.join(dir, '.next', 'routes-manifest.json');
    return pageRouteMatcher(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}
