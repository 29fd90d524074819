// GET /api/blog/get_blogone/{blogname} – one blog with its body, author and FAQ as { data }
import { json, withErrors } from '@/lib/api/handler';
import { toApiBlogDetail } from '@/lib/blog/api-shape';
import { getBlogBySlug } from '@/lib/blog/reads';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { isSlug } from '@/lib/validation/slug';

export const GET = withErrors(
  async (_request: Request, ctx: { params: Promise<{ blogname: string }> }) => {
    const { blogname } = await ctx.params;
    if (!isSlug(blogname)) {
      throw new InvalidInputError({ blogname: 'blogname must be a blog slug' }, INVALID_REQUEST);
    }
    const blog = await getBlogBySlug(blogname);
    if (!blog) throw new NotFoundError('Blog not found');
    return json({ data: toApiBlogDetail(blog) });
  },
);
