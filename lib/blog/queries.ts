import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '@/lib/db/open';
import * as schema from '@/lib/db/schema';
import { isPublicDoctor } from '@/lib/doctors/public';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { orderedRowsIn } from '@/lib/site/ordered-rows';
import { truncate } from '@/lib/text';
import type { BlogCategory, BlogCategoryListing, BlogDetail, BlogPage, BlogSummary } from './types';

/**
 * The blog queries, taking the database as an argument so integration tests can run them on
 * both engines; lib/blog/reads.ts wraps them in the tagged cache.
 */
const { blogs, blogAuthors, blogFaqs, departments, doctors } = schema;

/** Characters of body text kept for a card's teaser (pages cut further where the spec says). */
const EXCERPT_LENGTH = 160;

const summaryColumns = {
  id: blogs.id,
  slug: blogs.slug,
  titleHtml: blogs.titleHtml,
  image: blogs.image,
  createdAt: blogs.createdAt,
  views: blogs.views,
  descriptionHtml: blogs.descriptionHtml,
  categoryName: departments.name,
  categorySlug: departments.slug,
};

type SummaryRow = SelectResultFields<typeof summaryColumns>;

function toSummary(row: SummaryRow): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    // Sanitised once here, in the cached read; pages and the JSON API output it as it is.
    titleHtml: sanitizeHtml(row.titleHtml),
    title: htmlToText(row.titleHtml),
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    views: row.views,
    category: { name: row.categoryName, slug: row.categorySlug },
    excerpt: truncate(htmlToText(row.descriptionHtml), EXCERPT_LENGTH, '…'),
  };
}

function selectSummaries(db: Db, where?: SQL) {
  return db
    .select(summaryColumns)
    .from(blogs)
    .innerJoin(departments, eq(blogs.departmentId, departments.id))
    .where(where);
}

/** Departments that have at least one blog, alphabetical. */
export async function queryBlogCategories(db: Db): Promise<BlogCategory[]> {
  const rows = await db
    .selectDistinct({ id: departments.id, name: departments.name, slug: departments.slug })
    .from(departments)
    .innerJoin(blogs, eq(blogs.departmentId, departments.id));
  // Sorted here so the order does not depend on the database collation.
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
}

/** One page of blogs, newest first, optionally of one department (by its slug). */
export async function queryBlogPage(
  db: Db,
  { page, limit, department }: { page: number; limit: number; department?: string },
): Promise<BlogPage> {
  const where = department ? eq(departments.slug, department) : undefined;
  const [{ total }] = await db
    .select({ total: count() })
    .from(blogs)
    .innerJoin(departments, eq(blogs.departmentId, departments.id))
    .where(where);
  if (total === 0) return { items: [], total: 0 };
  const rows = await selectSummaries(db, where)
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items: rows.map(toSummary), total };
}

export async function queryRecentBlogs(db: Db, limit: number): Promise<BlogSummary[]> {
  const rows = await selectSummaries(db)
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function queryMostViewedBlogs(db: Db, limit: number): Promise<BlogSummary[]> {
  const rows = await selectSummaries(db)
    .orderBy(desc(blogs.views), desc(blogs.createdAt), desc(blogs.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function queryBlogBySlug(db: Db, slug: string): Promise<BlogDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      metaName: blogs.metaName,
      metaDescription: blogs.metaDescription,
      metaTags: blogs.metaTags,
      authorName: blogAuthors.name,
      authorSlug: blogAuthors.slug,
      doctorSlug: doctors.slug,
    })
    .from(blogs)
    .innerJoin(departments, eq(blogs.departmentId, departments.id))
    .innerJoin(blogAuthors, eq(blogs.authorId, blogAuthors.id))
    // A doctor hidden from the site has no profile to link to (it answers 404).
    .leftJoin(doctors, and(eq(blogAuthors.doctorId, doctors.id), isPublicDoctor()))
    .where(eq(blogs.slug, slug))
    .limit(1);
  if (!row) return null;
  const faqs = await orderedRowsIn(
    db,
    blogFaqs,
    { id: blogFaqs.id, question: blogFaqs.question, answerHtml: blogFaqs.answerHtml },
    eq(blogFaqs.blogId, row.id),
  );
  return {
    ...toSummary(row),
    bodyHtml: sanitizeHtml(row.descriptionHtml),
    author: { name: row.authorName, slug: row.authorSlug, doctorSlug: row.doctorSlug },
    faqs: faqs.map((faq) => ({ ...faq, answerHtml: sanitizeHtml(faq.answerHtml) })),
    metaName: row.metaName,
    metaDescription: row.metaDescription,
    metaTags: row.metaTags,
  };
}

/**
 * The route's category slug names a department: its dashes become spaces and it matches the
 * department name case-insensitively. A department's own slug is accepted too, so a name that
 * itself contains dashes is still reachable.
 */
export function categoryNameFromParam(cat: string): string {
  return cat.replace(/-/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

export async function queryBlogCategoryListing(
  db: Db,
  cat: string,
): Promise<BlogCategoryListing | null> {
  const name = categoryNameFromParam(cat);
  if (!name) return null;
  const [category] = await db
    .select({ id: departments.id, name: departments.name, slug: departments.slug })
    .from(departments)
    .where(
      sql`lower(regexp_replace(${departments.name}, '\\s+', ' ', 'g')) = ${name} or ${departments.slug} = ${cat.toLowerCase()}`,
    )
    .orderBy(asc(departments.id))
    .limit(1);
  if (!category) return null;
  const rows = await selectSummaries(db, eq(blogs.departmentId, category.id)).orderBy(
    desc(blogs.createdAt),
    desc(blogs.id),
  );
  return { category, blogs: rows.map(toSummary) };
}
