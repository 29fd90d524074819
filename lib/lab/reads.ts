import 'server-only';
import { getDb } from '@/lib/db';
import { isSlug } from '@/lib/validation/slug';
import { labTestTag, TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';
import {
  queryLabCards,
  queryLabCategories,
  queryLabItem,
  queryLabSlugs,
  searchLabCards,
} from './queries';
import type { LabKind } from './types';

/** Cached, tagged reads of the lab-test catalogue; a catalogue change revalidates TAGS.lab. */

export async function getLabCategories() {
  'use cache';
  cachedFor(TAGS.lab);
  return queryLabCategories(await getDb());
}

export async function getLabCards(kind: LabKind, categorySlug?: string, popularOnly = false) {
  'use cache';
  cachedFor(TAGS.lab);
  return queryLabCards(await getDb(), { kind, categorySlug, popularOnly });
}

/**
 * The search of /lab-tests, uncached: every query would be a cache entry of its own (a flood of
 * made-up queries would fill the cache), and the indexed search answers in milliseconds.
 */
export async function searchLab(query: string) {
  return searchLabCards(await getDb(), query);
}

/** One test or package by slug; a slug none can have is answered without a cache entry. */
export async function getLabItem(slug: string) {
  return isSlug(slug) ? cachedLabItem(slug) : null;
}

async function cachedLabItem(slug: string) {
  'use cache';
  cachedFor(TAGS.lab, labTestTag(slug));
  return queryLabItem(await getDb(), slug);
}

export async function getLabSlugs() {
  'use cache';
  cachedFor(TAGS.lab);
  return queryLabSlugs(await getDb());
}
