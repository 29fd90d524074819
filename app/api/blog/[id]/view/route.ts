// POST /api/blog/{id}/view – counts one view of a blog (the page calls it once per browser session)
import { json, parseId, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { recordBlogView } from '@/lib/blog/writes';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';

export const POST = withErrors(
  async (_request: Request, ctx: { params: Promise<{ id: string }> }) => {
    const id = parseId((await ctx.params).id);
    if (id === null) throw new InvalidInputError({ id: 'id must be a blog id' }, INVALID_REQUEST);
    const views = await recordBlogView(await getDb(), id);
    if (views === null) throw new NotFoundError('Blog not found');
    return json({ views });
  },
);
