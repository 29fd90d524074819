// GET /api/blog/get_blogone/{blogname} – one blog with its body, author and FAQ as { data }
import { fieldErrors, json, notFoundJson, serverError } from '@/lib/api/respond';
import { toApiBlogDetail } from '@/lib/blog/api-shape';
import { getBlogBySlug } from '@/lib/data/blogs';
import { isSlug } from '@/lib/validation/slug';

export async function GET(_request: Request, ctx: { params: Promise<{ blogname: string }> }) {
  const { blogname } = await ctx.params;
  if (!isSlug(blogname)) return fieldErrors({ blogname: 'blogname must be a blog slug' });
  try {
    const blog = await getBlogBySlug(blogname);
    if (!blog) return notFoundJson('Blog not found');
    return json({ data: toApiBlogDetail(blog) });
  } catch (error) {
    return serverError('GET /api/blog/get_blogone', error);
  }
}
