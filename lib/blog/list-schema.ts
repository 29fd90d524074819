import { object, string, ValidationError } from 'yup';
import { wholeNumberField } from '../validation/whole-number';
import { NAME_OR_SLUG_MAX_LENGTH, NAME_OR_SLUG_PATTERN } from '../validation/name-or-slug';

/**
 * Query of the blog list (GET /api/blog/get_blog and the /blog page's URL): page and limit are
 * optional whole numbers, department an optional department name or slug (lib/blog/reads.ts looks
 * it up). One schema for both sides.
 */
export const BLOG_LIST_LIMIT_MAX = 50;
/** Far past the last page of any blog. */
const BLOG_LIST_PAGE_MAX = 999_999;

export const BLOG_QUERY_MESSAGES = {
  page: 'page must be a whole number of 1 or more',
  limit: `limit must be a whole number from 1 to ${BLOG_LIST_LIMIT_MAX}`,
  department: `department must be a department name or slug (at most ${NAME_OR_SLUG_MAX_LENGTH} characters, no control characters)`,
} as const;

export const blogQuerySchema = object({
  page: wholeNumberField(BLOG_QUERY_MESSAGES.page, 1, BLOG_LIST_PAGE_MAX),
  limit: wholeNumberField(BLOG_QUERY_MESSAGES.limit, 1, BLOG_LIST_LIMIT_MAX),
  department: string()
    .optional()
    .matches(NAME_OR_SLUG_PATTERN, BLOG_QUERY_MESSAGES.department)
    .max(NAME_OR_SLUG_MAX_LENGTH, BLOG_QUERY_MESSAGES.department),
});

export type BlogQuery = { page: number; limit: number; department?: string };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

type RawQuery = { page?: string | null; limit?: string | null; department?: string | null };

/** Validates a raw query; empty values count as absent. */
export function parseBlogQuery(raw: RawQuery, defaultLimit: number): ParseResult<BlogQuery> {
  const input = {
    page: raw.page || undefined,
    limit: raw.limit || undefined,
    department: raw.department || undefined,
  };
  try {
    const v = blogQuerySchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return {
      ok: true,
      value: {
        page: v.page ? Number(v.page) : 1,
        limit: v.limit ? Number(v.limit) : defaultLimit,
        department: v.department,
      },
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path ?? 'query';
      errors[field] ??= inner.message;
    }
    return { ok: false, errors };
  }
}
