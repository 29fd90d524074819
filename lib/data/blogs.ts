import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import {
  queryBlogBySlug,
  queryBlogCategories,
  queryBlogCategoryListing,
  queryBlogPage,
  queryMostViewedBlogs,
  queryRecentBlogs,
} from './blog-queries';
import { REVALIDATE_SECONDS, TAGS, blogCategoryTag, blogTag } from './tags';

export type {
  BlogCategory,
  BlogCategoryListing,
  BlogDetail,
  BlogPage,
  BlogSummary,
} from './blog-types';

/** The spec's request page size for the blog list. */
export const BLOG_PAGE_SIZE = 10;
/** How many entries the recent and most-viewed lists show. */
export const BLOG_SIDEBAR_SIZE = 5;

const LIST_TAGS = [TAGS.blogs, TAGS.departments];

/** Departments that have blogs: the category buttons. */
export const getBlogCategories = unstable_cache(
  async () => queryBlogCategories(await getDb()),
  ['blogs:categories'],
  { tags: LIST_TAGS, revalidate: REVALIDATE_SECONDS },
);

/**
 * One page of the blog list. Every (page, limit, department) combination is its own cache
 * entry (unstable_cache keys on the arguments), all invalidated by the blogs tag.
 */
export async function getBlogPage(input: { page: number; limit: number; department?: string }) {
  const { page, limit, department } = input;
  const tags = department ? [...LIST_TAGS, blogCategoryTag(department)] : LIST_TAGS;
  return unstable_cache(
    async () => queryBlogPage(await getDb(), { page, limit, department }),
    ['blogs:page', String(page), String(limit), department ?? ''],
    { tags, revalidate: REVALIDATE_SECONDS },
  )();
}

export const getRecentBlogs = unstable_cache(
  async (limit: number = BLOG_SIDEBAR_SIZE) => queryRecentBlogs(await getDb(), limit),
  ['blogs:recent'],
  { tags: LIST_TAGS, revalidate: REVALIDATE_SECONDS },
);

/** Views change all the time; this list follows them when its hour is up, not per view. */
export const getMostViewedBlogs = unstable_cache(
  async (limit: number = BLOG_SIDEBAR_SIZE) => queryMostViewedBlogs(await getDb(), limit),
  ['blogs:most-viewed'],
  { tags: LIST_TAGS, revalidate: REVALIDATE_SECONDS },
);

export async function getBlogBySlug(slug: string) {
  return unstable_cache(async () => queryBlogBySlug(await getDb(), slug), ['blogs:one', slug], {
    tags: [TAGS.blogs, blogTag(slug)],
    revalidate: REVALIDATE_SECONDS,
  })();
}

export async function getBlogCategoryListing(cat: string) {
  return unstable_cache(
    async () => queryBlogCategoryListing(await getDb(), cat),
    ['blogs:category', cat],
    { tags: LIST_TAGS, revalidate: REVALIDATE_SECONDS },
  )();
}
