import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import type { ListingState } from '@/lib/pharmacy/filters';
import { queryMedicineBySlug, queryRelatedMedicines } from './medicine-queries';
import {
  queryBrands,
  queryCategories,
  queryCategoryShelves,
  queryListing,
  queryPopularMedicines,
} from './pharmacy-queries';
import { medicineTag, REVALIDATE_SECONDS, TAGS } from './tags';

/** Cached, tagged reads of the pharmacy for pages; a catalogue change revalidates TAGS.pharmacy. */

/** Cards per home carousel and per 'Customers also Bought' carousel. */
export const SHELF_SIZE = 10;
export const ALSO_BOUGHT_SIZE = 10;

const options = (...tags: string[]) => ({ tags: [TAGS.pharmacy, ...tags], revalidate: REVALIDATE_SECONDS });

export const getPharmacyCategories = unstable_cache(
  async () => queryCategories(await getDb()),
  ['pharmacy:categories'],
  options(),
);

export const getPharmacyBrands = unstable_cache(
  async () => queryBrands(await getDb()),
  ['pharmacy:brands'],
  options(),
);

export const getCategoryShelves = unstable_cache(
  async () => queryCategoryShelves(await getDb(), SHELF_SIZE),
  ['pharmacy:shelves'],
  options(),
);

/** One listing page; the state (already normalised by parseListingState) is part of the key. */
export const getCategoryListing = unstable_cache(
  async (state: ListingState) => queryListing(await getDb(), state),
  ['pharmacy:listing'],
  options(),
);

export function getMedicine(slug: string) {
  return unstable_cache(
    async () => queryMedicineBySlug(await getDb(), slug),
    ['pharmacy:medicine', slug],
    options(medicineTag(slug)),
  )();
}

export function getAlsoBought(medicineId: number, slug: string) {
  return unstable_cache(
    async () => queryRelatedMedicines(await getDb(), medicineId, ALSO_BOUGHT_SIZE),
    ['pharmacy:related', String(medicineId)],
    options(medicineTag(slug)),
  )();
}

export const getPopularMedicines = unstable_cache(
  async () => queryPopularMedicines(await getDb(), ALSO_BOUGHT_SIZE),
  ['pharmacy:popular'],
  options(),
);
