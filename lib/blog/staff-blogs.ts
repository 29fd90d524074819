import { asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { blogAuthors, blogs, departments } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';

/** The editor's blog posts: newest first, searched by title (a hospital writes hundreds). */
export async function listBlogsForStaff(db: Db, q: string) {
  return db
    .select({
      id: blogs.id,
      titleHtml: blogs.titleHtml,
      slug: blogs.slug,
      departmentName: departments.name,
      createdAt: blogs.createdAt,
    })
    .from(blogs)
    .innerJoin(departments, eq(departments.id, blogs.departmentId))
    .where(q ? ilike(blogs.titleHtml, likePattern(q)) : undefined)
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(200);
}

export async function getBlogForEdit(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      titleHtml: blogs.titleHtml,
      descriptionHtml: blogs.descriptionHtml,
      image: blogs.image,
      metaName: blogs.metaName,
      metaDescription: blogs.metaDescription,
    })
    .from(blogs)
    .where(eq(blogs.id, id));
  return row ?? null;
}

/** The blog's authors (tens), for a new post's author list. */
export async function listBlogAuthors(db: Db) {
  return db
    .select({ id: blogAuthors.id, name: blogAuthors.name })
    .from(blogAuthors)
    .orderBy(asc(blogAuthors.name));
}
