import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogClickTracker } from '@/components/blog/blog-click-tracker';
import { BlogList } from '@/components/blog/blog-list';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingBanner } from '@/components/ui/listing-banner';
import { BLOG_LIST_MESSAGES } from '@/lib/blog/list-errors';
import { blogListHref } from '@/lib/blog/list-url';
import { pageCount } from '@/lib/paging';
import {
  BLOG_PAGE_SIZE,
  getBlogCategories,
  getBlogPage,
  getMostViewedBlogs,
  getRecentBlogs,
} from '@/lib/blog/reads';
import { getSeoTag } from '@/lib/site/seo-reads';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { blogJsonLd, blogPostRef } from '@/lib/seo/json-ld-listing';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';
import { storedTitleMetadata } from '@/lib/seo/content-metadata';
import { parseBlogQuery, type BlogQuery } from '@/lib/blog/list-schema';
import { recordNamed } from '@/lib/validation/name-or-slug';
import styles from './blog-page.module.css';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const DEFAULT_TITLE = 'Health Blogs and Articles';
const DEFAULT_DESCRIPTION =
  'Health advice from the doctors of Saithunga Multi-Speciality Hospital, Bangalore: conditions, treatments, prevention and recovery, explained clearly.';

/** The list this URL names; page size is fixed by the spec, whatever the URL says. */
async function listQuery(searchParams: SearchParams): Promise<BlogQuery | null> {
  const sp = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = parseBlogQuery(
    { page: one(sp.page), department: one(sp.department) },
    BLOG_PAGE_SIZE,
  );
  return parsed.ok ? { ...parsed.value, limit: BLOG_PAGE_SIZE } : null;
}

/** A failed read becomes null: the page shows the catalogue's message instead of failing. */
async function orNull<T>(promise: Promise<T>, what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    logger.error({ err: safeError(error) }, `blog list: ${what} failed`);
    return null;
  }
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const [query, tag, categories] = await Promise.all([
    listQuery(searchParams),
    getSeoTag('Blog').catch(() => null),
    getBlogCategories().catch(() => []),
  ]);
  const department = query?.department ? recordNamed(categories, query.department) : null;
  const base = tag?.metaTitle || DEFAULT_TITLE;
  const title = [
    department ? `${department.name} Blogs` : base,
    query && query.page > 1 ? `Page ${query.page}` : '',
  ]
    .filter(Boolean)
    .join(' – ');
  // The tag record's title is complete (no site-name suffix); a department's list is named here.
  return (department || !tag?.metaTitle ? buildMetadata : storedTitleMetadata)({
    title,
    description: tag?.metaDescription || DEFAULT_DESCRIPTION,
    keywords: tag?.metaTags,
    path: query ? blogListHref(query) : '/blog',
    // An unknown department has no list worth indexing.
    noindex: Boolean(query?.department && !department),
  });
}

export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await listQuery(searchParams);
  if (!query) notFound();
  const [categories, list, recent, mostViewed, tag] = await Promise.all([
    orNull(getBlogCategories(), 'categories'),
    // A department no record has shows an empty list (not indexed: see generateMetadata).
    orNull(
      getBlogPage(query).then((page) => page ?? { items: [], total: 0 }),
      'list',
    ),
    orNull(getRecentBlogs(), 'recent blogs'),
    orNull(getMostViewedBlogs(), 'most viewed blogs'),
    getSeoTag('Blog').catch(() => null),
  ]);
  if (list && list.total > 0 && query.page > pageCount(list.total, BLOG_PAGE_SIZE)) notFound();

  const url = absoluteUrl(blogListHref(query));
  const jsonLd = [
    blogJsonLd({
      name: tag?.metaTitle || DEFAULT_TITLE,
      url,
      description: tag?.metaDescription || DEFAULT_DESCRIPTION,
      publisherName: 'Saithunga Multi-Speciality Hospital',
      posts: (list?.items ?? []).map(blogPostRef),
    }),
    breadcrumbJsonLd([
      { name: 'Home', url: absoluteUrl('/') },
      { name: 'Blogs', url: absoluteUrl('/blog') },
    ]),
  ];

  return (
    <>
      <JsonLd data={jsonLd} />
      <ListingBanner
        eyebrow="Health library"
        title="Blogs and Articles"
        lead={
          <p>
            Clear, practical advice from our specialists on conditions, treatments, prevention and
            recovery.
          </p>
        }
        breadcrumbs={[
          { name: 'Home', href: '/' },
          { name: 'Blogs', href: '/blog' },
        ]}
      />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <BlogList
            limit={BLOG_PAGE_SIZE}
            categories={categories}
            initial={{
              query: { page: query.page, department: query.department },
              items: list?.items ?? [],
              total: list?.total ?? 0,
              error: list ? null : BLOG_LIST_MESSAGES.unexpected,
            }}
          />
          <BlogSidebar recent={recent ?? []} mostViewed={mostViewed ?? []} />
        </div>
      </section>
      <BlogClickTracker />
    </>
  );
}
