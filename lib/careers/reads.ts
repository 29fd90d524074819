import 'server-only';
import { getDb } from '@/lib/db';
import { queryJobCategories, queryJobs } from './queries';
import { TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';

/** Every open vacancy with its category, title A-Z. */
export async function getJobs() {
  'use cache';
  cachedFor(TAGS.careers);
  return queryJobs(await getDb());
}

/** The job categories for the filter, alphabetical. */
export async function getJobCategories() {
  'use cache';
  cachedFor(TAGS.careers);
  return queryJobCategories(await getDb());
}
