import { eq } from 'drizzle-orm';
import { object } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { blogTag, TAGS } from '@/lib/cache/tags';
import { blogs } from '@/lib/db/schema';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { labelledText } from '@/lib/validation/fields';
import { getBlogForEdit } from './staff-blogs';

export const editBlogSchema = object({
  id: recordId(),
  title: labelledText('The title', 300),
  body: labelledText('The text', 100_000),
  meta_name: labelledText('The page title', 120),
  meta_description: labelledText('The search description', 300),
});

/**
 * The editor changes a post. Its title and text are HTML: they are stored as the site's one
 * sanitiser leaves them (lib/sanitize.ts: no script, style, form, frame or event handler, only web
 * links), so what is saved is what every page shows. The post's page and every blog list (they
 * show titles) render afresh on their next request.
 */
export const editBlog = defineStaffAction({
  name: 'edit a blog post',
  area: 'content',
  schema: editBlogSchema,
  async run(db, actor, input) {
    const titleHtml: string = sanitizeHtml(input.title);
    const descriptionHtml: string = sanitizeHtml(input.body);
    if (!htmlToText(titleHtml).trim())
      throw new InvalidInputError({ title: 'The title is required' });
    if (!htmlToText(descriptionHtml).trim())
      throw new InvalidInputError({ body: 'The text is required' });
    const outcome = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: blogs.id })
        .from(blogs)
        .where(eq(blogs.id, input.id))
        .for('update');
      if (!locked) throw new NotFoundError('This post no longer exists');
      const before = (await getBlogForEdit(tx, input.id))!;
      const after = {
        titleHtml,
        descriptionHtml,
        metaName: input.meta_name,
        metaDescription: input.meta_description,
      };
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return null;
      await tx.update(blogs).set(after).where(eq(blogs.id, input.id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'blog.edit',
        entity: 'blog',
        entityId: input.id,
        changes,
      });
      return before.slug;
    });
    if (!outcome) return { ok: true, message: 'Nothing to save' };
    return {
      ok: true,
      message:
        'Saved, with only the markup the site allows. The blog shows it from its next visit.',
      revalidate: [TAGS.blogs, blogTag(outcome)],
    };
  },
});
