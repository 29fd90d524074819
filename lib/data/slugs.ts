/**
 * Route slugs arrive from URLs. Anything that is not lower-case words joined by hyphens cannot
 * name stored content (lib/seed/slug.ts makes them so), so it is answered with a 404 before any
 * cache entry or query is spent on it.
 */
export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
