// GET /api/blog/get_blog – one page of blogs (?page, limit, department) as { data, pagination: { total } }
import type { NextRequest } from 'next/server';
import { fieldErrors, json, serverError } from '@/lib/api/respond';
import { toApiBlog, type ApiBlogList } from '@/lib/blog/api-shape';
import { BLOG_PAGE_SIZE, getBlogPage } from '@/lib/data/blogs';
import { parseBlogQuery } from '@/lib/validation/blog-query';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = parseBlogQuery(
    { page: params.get('page'), limit: params.get('limit'), department: params.get('department') },
    BLOG_PAGE_SIZE,
  );
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const { page, limit } = parsed.value;
  try {
    const { items, total } = await getBlogPage(parsed.value);
    const body: ApiBlogList = {
      data: items.map(toApiBlog),
      pagination: { total, page, limit, totalPages: Math.ceil(total / limit) },
    };
    return json(body);
  } catch (error) {
    return serverError('GET /api/blog/get_blog', error);
  }
}
