/** A content slug: lower-case letters, digits and single dashes, at most 160 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= 160 && SLUG_PATTERN.test(value);
}
