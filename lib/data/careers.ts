import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import { queryJobCategories, queryJobs } from './career-queries';
import { REVALIDATE_SECONDS, TAGS } from './tags';


/** Every open vacancy with its category, title A-Z. */
export const getJobs = unstable_cache(async () => queryJobs(await getDb()), ['careers:jobs'], {
  tags: [TAGS.careers],
  revalidate: REVALIDATE_SECONDS,
});

/** The job categories for the filter, alphabetical. */
export const getJobCategories = unstable_cache(
  async () => queryJobCategories(await getDb()),
  ['careers:categories'],
  { tags: [TAGS.careers], revalidate: REVALIDATE_SECONDS },
);
