import 'server-only';
import { getDb } from '@/lib/db';
import { isSlug } from '@/lib/validation/slug';
import type { ListingState } from '@/lib/pharmacy/filters';
import { queryMedicineBySlug, queryRelatedMedicines } from './medicine-queries';
import { queryBrands, queryCategories, queryCategoryShelves, queryListing } from './queries';
import { medicineTag, TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';

/** Cached, tagged reads of the pharmacy for pages; a catalogue change revalidates TAGS.pharmacy. */

/** Cards per home carousel and per 'Customers also Bought' carousel. */
export const SHELF_SIZE = 10;
export const ALSO_BOUGHT_SIZE = 10;

export async function getPharmacyCategories() {
  'use cache';
  cachedFor(TAGS.pharmacy);
  return queryCategories(await getDb());
}

export async function getPharmacyBrands() {
  'use cache';
  cachedFor(TAGS.pharmacy);
  return queryBrands(await getDb());
}

export async function getCategoryShelves() {
  'use cache';
  cachedFor(TAGS.pharmacy);
  return queryCategoryShelves(await getDb(), SHELF_SIZE);
}

/** One listing page; the state (already normalised by parseListingState) is part of the key. */
export async function getCategoryListing(state: ListingState) {
  'use cache';
  cachedFor(TAGS.pharmacy);
  return queryListing(await getDb(), state);
}

/** One medicine by its slug; a slug no medicine can have is answered without a cache entry. */
export async function getMedicine(slug: string) {
  return isSlug(slug) ? cachedMedicine(slug) : null;
}

async function cachedMedicine(slug: string) {
  'use cache';
  cachedFor(TAGS.pharmacy, medicineTag(slug));
  return queryMedicineBySlug(await getDb(), slug);
}

export async function getAlsoBought(medicineId: number, slug: string) {
  'use cache';
  cachedFor(TAGS.pharmacy, medicineTag(slug));
  return queryRelatedMedicines(await getDb(), medicineId, ALSO_BOUGHT_SIZE);
}

/** How many medicines the API's single medicine names as its related_products. */
export const RELATED_PRODUCTS_SIZE = 4;

/**
 * The API's related_products of a medicine: its 'Customers also Bought' medicines (its related
 * products, then others of its category) that can be bought now, never the medicine itself.
 */
export async function getRelatedProducts(medicine: { id: number; slug: string }) {
  const alsoBought = await getAlsoBought(medicine.id, medicine.slug);
  return alsoBought
    .filter((card) => card.available && card.id !== medicine.id)
    .slice(0, RELATED_PRODUCTS_SIZE);
}
