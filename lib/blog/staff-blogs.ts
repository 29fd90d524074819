import { desc, eq, ilike } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { blogAuthors, blogs, departments } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';
import { recordById } from '@/lib/staff/record-lock';
import { pickerChoices } from '@/lib/site/chosen-record';

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

export function getBlogForEdit(db: Db | Tx, id: number) {
  return recordById(db, blogs, id, {
    id: blogs.id,
    slug: blogs.slug,
    titleHtml: blogs.titleHtml,
    descriptionHtml: blogs.descriptionHtml,
    image: blogs.image,
    metaName: blogs.metaName,
    metaDescription: blogs.metaDescription,
  });
}

/** The blog's authors (tens), for a new post's author list. */
export function listBlogAuthors(db: Db) {
  return pickerChoices(db, blogAuthors);
}
