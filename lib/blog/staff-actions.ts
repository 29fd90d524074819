import { object } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { blogCategoryTag, blogTag, TAGS } from '@/lib/cache/tags';
import { blogAuthors, blogs } from '@/lib/db/schema';
import { chosenDepartment } from '@/lib/departments/chosen-department';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { imageField } from '@/lib/uploads/content-image';
import { labelledText } from '@/lib/validation/fields';
import { chosenRecord } from '@/lib/site/chosen-record';
import {
  contentEditSchema,
  contentPicture,
  createContent,
  editContent,
  insertContentRecord,
} from '@/lib/site/content-edit';
import { getBlogForEdit } from './staff-blogs';

const postFields = {
  title: labelledText('The title', 300),
  body: labelledText('The text', 100_000),
  meta_name: labelledText('The page title', 120),
  meta_description: labelledText('The search description', 300),
};

export const editBlogSchema = contentEditSchema(postFields);

/** The title and text as the site's one sanitiser leaves them, refused when nothing is left. */
function sanitizedPost(input: { title: string; body: string }) {
  const titleHtml: string = sanitizeHtml(input.title);
  const descriptionHtml: string = sanitizeHtml(input.body);
  if (!htmlToText(titleHtml).trim())
    throw new InvalidInputError({ title: 'The title is required' });
  if (!htmlToText(descriptionHtml).trim())
    throw new InvalidInputError({ body: 'The text is required' });
  return { titleHtml, descriptionHtml };
}

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
    const { titleHtml, descriptionHtml } = sanitizedPost(input);
    return editContent(
      db,
      actor,
      contentPicture(input.image),
      (image) => ({
        table: blogs,
        id: input.id,
        missing: 'This post no longer exists',
        seen: input.seen,
        read: getBlogForEdit,
        after: {
          titleHtml,
          descriptionHtml,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
          ...(image ? { image } : {}),
        },
        action: 'blog.edit',
      }),
      (edited) => ({
        message:
          'Saved, with only the markup the site allows. The blog shows it from its next visit.',
        revalidate: [TAGS.blogs, blogTag(edited.slug)],
      }),
    );
  },
});

export const createBlogSchema = object({
  ...postFields,
  department_id: recordId('Choose a category'),
  author_id: recordId('Choose an author'),
  image: imageField(),
});

/**
 * The editor publishes a post: title and text through the site's one sanitiser, a category (a
 * department), an author and a picture. Its address comes from the title's words. The blog's
 * lists, its category's list and the new address render afresh.
 */
export const createBlog = defineStaffAction({
  name: 'publish a blog post',
  area: 'content',
  schema: createBlogSchema,
  async run(db, actor, input) {
    const { titleHtml, descriptionHtml } = sanitizedPost(input);
    const created = await createContent(
      db,
      contentPicture(input.image, 'required'),
      { table: blogs, words: htmlToText(titleHtml), field: 'title', path: '/blog/' },
      async (tx, image, slug) => {
        const category = await chosenDepartment(tx, input.department_id, 'Choose a category');
        await chosenRecord(tx, blogAuthors, input.author_id, { author_id: 'Choose an author' });
        const row = {
          titleHtml,
          slug,
          image: image!,
          descriptionHtml,
          departmentId: input.department_id,
          authorId: input.author_id,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
        };
        const id = await insertContentRecord(tx, actor, blogs, row, 'blog.create');
        return { id, slug, category: category.slug };
      },
    );
    return {
      ok: true,
      message: `Published at /blog/${created.slug}.`,
      location: `/staff/blogs/${created.id}`,
      revalidate: [TAGS.blogs, blogTag(created.slug), blogCategoryTag(created.category)],
    };
  },
});
