// POST /api/blog/{id}/view – counts one view of a blog (the page calls it once per browser session)
import { fieldErrors, json, notFoundJson, serverError } from '@/lib/api/respond';
import { getDb } from '@/lib/db';
import { recordBlogView } from '@/lib/services/blogs';

export async function POST(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return fieldErrors({ id: 'id must be a blog id' });
  try {
    const views = await recordBlogView(await getDb(), Number(id));
    if (views === null) return notFoundJson('Blog not found');
    return json({ views });
  } catch (error) {
    return serverError('POST /api/blog/{id}/view', error);
  }
}
