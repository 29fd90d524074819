/**
 * A record named in a URL by its name or its slug: the spec's {departmentName} and
 * {subDepartmentName} carry the name the browser stored ('Obstetrics & Gynaecology', key Dname),
 * while the site's own links carry the slug. Shared by the browser and the server (the blog
 * list's query schema), so it uses nothing of Node.
 */
import { SLUG_MAX_LENGTH } from './slug';

/** Longest name or slug looked up; anything longer names nothing. */
export const NAME_OR_SLUG_MAX_LENGTH = SLUG_MAX_LENGTH;

/**
 * Something visible, and no control character (tab and line feed included: a name has none),
 * nor a bidirectional embedding, override or isolate (lib/validation/input-shape.ts says why).
 * The OpenAPI document gives this very pattern (lib/api/openapi/params.ts).
 */
export const NAME_OR_SLUG_PATTERN =
  /^(?=.*\S)[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+$/u;

export function isNameOrSlug(value: string): boolean {
  return value.length <= NAME_OR_SLUG_MAX_LENGTH && NAME_OR_SLUG_PATTERN.test(value);
}

/** How a name is compared: white space runs as one space, trimmed, any case. */
export function nameKey(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The record `value` names by its slug or its name (case and spacing aside); null for none. */
export function recordNamed<R extends { name: string; slug: string }>(
  records: readonly R[],
  value: string,
): R | null {
  const key = nameKey(value);
  return records.find((r) => r.slug === key || nameKey(r.name) === key) ?? null;
}
