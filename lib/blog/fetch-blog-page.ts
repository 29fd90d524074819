/**
 * The browser's call for one page of the blog list (GET /api/blog/get_blog). Every failure
 * leaves as one of three kinds, which blogListErrorMessage turns into the catalogue's text.
 */
import type { BlogPage } from '@/lib/blog/types';
import { fromApiBlogList } from './api-shape';
import { BlogListHttpError, BlogListNetworkError, messageFromErrorBody } from './list-errors';

export function blogListApiUrl(page: number, limit: number, department?: string): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (department) params.set('department', department);
  return `/api/blog/get_blog?${params}`;
}

export async function fetchBlogPage(
  page: number,
  limit: number,
  department: string | undefined,
  signal?: AbortSignal,
): Promise<BlogPage> {
  let response: Response;
  try {
    response = await fetch(blogListApiUrl(page, limit, department), {
      signal,
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    // An abort is ours (a newer request replaced this one), not a network failure.
    if (signal?.aborted) throw error;
    throw new BlogListNetworkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new BlogListHttpError(response.status, messageFromErrorBody(body, response.statusText));
  }
  // A malformed body surfaces as a SyntaxError/TypeError: the 'unexpected' message.
  return fromApiBlogList(await response.json());
}
