import 'server-only';
import { getDb } from '@/lib/db';
import {
  queryBlogBySlug,
  queryBlogCategories,
  queryBlogCategoryListing,
  queryBlogPage,
  queryMostViewedBlogs,
  queryRecentBlogs,
} from './queries';
import { TAGS, blogCategoryTag, blogTag } from '../cache/tags';
import { cachedFor } from '../cache/cached';
import { cacheTag } from 'next/cache';
import { findDepartment } from '@/lib/departments/reads';
import type { BlogQuery } from './list-schema';
import type { BlogPage } from './types';

/** The spec's request page size for the blog list. */
export const BLOG_PAGE_SIZE = 10;
/** How many entries the recent and most-viewed lists show. */
export const BLOG_SIDEBAR_SIZE = 5;

const LIST_TAGS = [TAGS.blogs, TAGS.departments];

/** Departments that have blogs: the category buttons. */
export async function getBlogCategories() {
  'use cache';
  cachedFor(...LIST_TAGS);
  return queryBlogCategories(await getDb());
}

/**
 * One page of the blog list, of the department named by its name or slug when one is given;
 * null when no department has that name or slug.
 */
export async function getBlogPage(input: BlogQuery): Promise<BlogPage | null> {
  if (!input.department) return cachedBlogPage(input);
  const department = await findDepartment(input.department);
  return department ? cachedBlogPage({ ...input, department: department.slug }) : null;
}

/**
 * Every (page, limit, department slug) combination is its own cache entry (the arguments are
 * part of the key), all invalidated by the blogs tag.
 */
async function cachedBlogPage(input: BlogQuery) {
  'use cache';
  const { page, limit, department } = input;
  cachedFor(...LIST_TAGS, ...(department ? [blogCategoryTag(department)] : []));
  return queryBlogPage(await getDb(), { page, limit, department });
}

export async function getRecentBlogs(limit: number = BLOG_SIDEBAR_SIZE) {
  'use cache';
  cachedFor(...LIST_TAGS);
  return queryRecentBlogs(await getDb(), limit);
}

/** Views change all the time; this list follows them when its hour is up, not per view. */
export async function getMostViewedBlogs(limit: number = BLOG_SIDEBAR_SIZE) {
  'use cache';
  cachedFor(...LIST_TAGS);
  return queryMostViewedBlogs(await getDb(), limit);
}

export async function getBlogBySlug(slug: string) {
  'use cache';
  // The author's doctor link follows the doctor being shown or hidden.
  cachedFor(TAGS.blogs, TAGS.doctors, blogTag(slug));
  return queryBlogBySlug(await getDb(), slug);
}

export async function getBlogCategoryListing(cat: string) {
  'use cache';
  cachedFor(...LIST_TAGS, blogCategoryTag(cat));
  const listing = await queryBlogCategoryListing(await getDb(), cat);
  // Tagged by the department's slug as well: the address is its name with dashes
  // ('obstetrics-&-gynaecology'), which need not be its slug ('obstetrics-gynaecology').
  if (listing) cacheTag(blogCategoryTag(listing.category.slug));
  return listing;
}
