/**
 * The vacancy list's rules: sort by title A-Z (default) or Z-A, filter by job category, and the
 * URL form of both (?sort=za&category=Nursing) so a filtered list can be shared.
 */
import type { Job } from '@/lib/careers/types';
import { lazyCollator } from '@/lib/format/lazy-intl';

export type JobSort = 'az' | 'za';
export const DEFAULT_JOB_SORT: JobSort = 'az';
/** The filter value meaning every category. */
export const ALL_JOB_CATEGORIES = '';

export type JobBoardState = { sort: JobSort; category: string };

const compareTitles = lazyCollator('en-IN', { sensitivity: 'base', numeric: true });

export function sortJobs(jobs: readonly Job[], sort: JobSort): Job[] {
  const sorted = [...jobs].sort((a, b) => compareTitles(a.title, b.title) || a.id - b.id);
  return sort === 'za' ? sorted.reverse() : sorted;
}

export function filterJobs(jobs: readonly Job[], category: string): Job[] {
  if (category === ALL_JOB_CATEGORIES) return [...jobs];
  return jobs.filter((job) => job.category.name === category);
}

export function visibleJobs(jobs: readonly Job[], state: JobBoardState): Job[] {
  return sortJobs(filterJobs(jobs, state.category), state.sort);
}

/** Reads the board's state from a query string; unknown values fall back to the defaults. */
export function boardStateFromSearch(search: string, categories: readonly string[]): JobBoardState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') === 'za' ? 'za' : DEFAULT_JOB_SORT;
  const category = params.get('category') ?? ALL_JOB_CATEGORIES;
  return { sort, category: categories.includes(category) ? category : ALL_JOB_CATEGORIES };
}

/** The query string of a state, leaving the defaults out ('' when everything is default). */
export function searchFromBoardState(state: JobBoardState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_JOB_SORT) params.set('sort', state.sort);
  if (state.category !== ALL_JOB_CATEGORIES) params.set('category', state.category);
  const query = params.toString();
  return query ? `?${query}` : '';
}
