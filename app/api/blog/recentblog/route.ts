// GET /api/blog/recentblog – the newest blogs as { data }
import { json, withErrors } from '@/lib/api/handler';
import { toApiBlog } from '@/lib/blog/api-shape';
import { BLOG_SIDEBAR_SIZE, getRecentBlogs } from '@/lib/blog/reads';

export const GET = withErrors(async () => {
  const blogs = await getRecentBlogs(BLOG_SIDEBAR_SIZE);
  return json({ data: blogs.map(toApiBlog) });
});
