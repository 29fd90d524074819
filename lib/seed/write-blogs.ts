/** Writes blog authors, posts and their FAQs. */
import type { Db } from '../db/open';
import { blogAuthors, blogFaqs, blogs } from '../db/schema';
import { idMap, must } from './batch';
import { buildBlogAuthors, buildBlogs } from './content/blogs';

export async function writeBlogs(
  db: Db,
  today: string,
  departmentIds: Map<string, number>,
  doctorIds: Map<string, number>,
): Promise<void> {
  const authorIds = idMap(
    await db
      .insert(blogAuthors)
      .values(
        buildBlogAuthors().map((a) => ({
          name: a.name,
          slug: a.slug,
          doctorId: a.doctorSlug ? must(doctorIds, a.doctorSlug, 'doctor') : null,
        })),
      )
      .returning({ id: blogAuthors.id, key: blogAuthors.slug }),
  );
  const posts = buildBlogs(today);
  const blogIds = idMap(
    await db
      .insert(blogs)
      .values(
        posts.map((b) => ({
          titleHtml: b.titleHtml,
          slug: b.slug,
          image: b.image,
          descriptionHtml: b.descriptionHtml,
          departmentId: must(departmentIds, b.departmentSlug, 'department'),
          authorId: must(authorIds, b.authorSlug, 'blog author'),
          views: b.views,
          metaName: b.metaName,
          metaDescription: b.metaDescription,
          metaTags: b.metaTags,
          createdAt: b.createdAt,
        })),
      )
      .returning({ id: blogs.id, key: blogs.slug }),
  );
  await db
    .insert(blogFaqs)
    .values(
      posts.flatMap((b) =>
        b.faqs.map((f, position) => ({ blogId: must(blogIds, b.slug, 'blog'), ...f, position })),
      ),
    );
}
