// GET /api/blog/get_blog – one page of blogs (?page, limit, department name or slug) as { data, pagination: { total } }
import type { NextRequest } from 'next/server';
import { json, withErrors } from '@/lib/api/handler';
import { toApiBlog, type ApiBlogList } from '@/lib/blog/api-shape';
import { BLOG_PAGE_SIZE, getBlogPage } from '@/lib/blog/reads';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { parseBlogQuery } from '@/lib/blog/list-schema';
import { pageCount } from '@/lib/paging';

export const GET = withErrors(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const parsed = parseBlogQuery(
    { page: params.get('page'), limit: params.get('limit'), department: params.get('department') },
    BLOG_PAGE_SIZE,
  );
  // The blog list shows an error answer's message, so it stays the general one.
  if (!parsed.ok) throw new InvalidInputError(parsed.errors, INVALID_REQUEST);
  const { page, limit } = parsed.value;
  const list = await getBlogPage(parsed.value);
  if (!list) throw new NotFoundError('Department not found');
  const { items, total } = list;
  const body: ApiBlogList = {
    data: items.map(toApiBlog),
    pagination: { total, page, limit, totalPages: pageCount(total, limit) },
  };
  return json(body);
});
