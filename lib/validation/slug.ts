/**
 * A content slug: lower-case letters and digits in words joined by single hyphens, at most 200
 * characters, as lib/slug.ts makes them. Slugs arrive from URLs: anything else cannot name
 * stored content, so it is answered with a 404 before any cache entry or query is spent on it.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MAX_LENGTH = 200;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * Addresses a site page has beside the records' under the same path: /pharmacy/addtocart is the
 * pharmacy cart, /lab-tests/cart the lab cart. A record may never take one of these slugs (its
 * page would be shadowed by the site's).
 */
export const RESERVED_SLUGS: Readonly<Record<string, readonly string[]>> = {
  '/pharmacy/': ['addtocart', 'delivery', 'order', 'search'],
  '/lab-tests/': ['cart', 'booked', 'report'],
};

export function isReservedSlug(path: string, slug: string): boolean {
  return RESERVED_SLUGS[path]?.includes(slug) ?? false;
}
