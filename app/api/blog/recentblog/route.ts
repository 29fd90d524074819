// GET /api/blog/recentblog – the newest blogs as { data }
import { json, serverError } from '@/lib/api/respond';
import { toApiBlog } from '@/lib/blog/api-shape';
import { BLOG_SIDEBAR_SIZE, getRecentBlogs } from '@/lib/data/blogs';

export async function GET() {
  try {
    const blogs = await getRecentBlogs(BLOG_SIDEBAR_SIZE);
    return json({ data: blogs.map(toApiBlog) });
  } catch (error) {
    return serverError('GET /api/blog/recentblog', error);
  }
}
