/** Writes blog authors, posts and their FAQs. */
import type { Db } from '../db/open';
import { blogAuthors, blogFaqs, blogs } from '../db/schema';
import { insertKeyed, must } from './batch';
import { buildBlogAuthors, buildBlogs } from './content/blogs';

export async function writeBlogs(
  db: Db,
  today: string,
  departmentIds: Map<string, number>,
  doctorIds: Map<string, number>,
): Promise<void> {
  const authors = buildBlogAuthors().map((a) => ({
    name: a.name,
    slug: a.slug,
    doctorId: a.doctorSlug ? must(doctorIds, a.doctorSlug, 'doctor') : null,
  }));
  const authorIds = await insertKeyed(db, blogAuthors, blogAuthors.slug, authors);
  const posts = buildBlogs(today);
  // A seed's fields are named as the columns; the insert takes the columns only.
  const rows = posts.map((b) => ({
    ...b,
    departmentId: must(departmentIds, b.departmentSlug, 'department'),
    authorId: must(authorIds, b.authorSlug, 'blog author'),
  }));
  const blogIds = await insertKeyed(db, blogs, blogs.slug, rows);
  await db
    .insert(blogFaqs)
    .values(
      posts.flatMap((b) =>
        b.faqs.map((f, position) => ({ blogId: must(blogIds, b.slug, 'blog'), ...f, position })),
      ),
    );
}
