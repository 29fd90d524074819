import 'server-only';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { medicines } from '@/lib/db/schema';
import type { ListingPage, SearchSuggestion } from '@/lib/pharmacy/types';
import { LISTING_PAGE_SIZE } from '@/lib/pharmacy/filters';
import { urlPage } from '@/lib/paging';
import { nameContains, nameRank, normaliseQuery, searchByName } from '@/lib/search/name-search';
import { cardColumns } from './queries';
import { rowsForIds } from '@/lib/db/for-ids';

/** Suggestions shown under the search box. */
export const SEARCH_LIMIT = 8;

type Row = { id: number; name: string; slug: string; image: string | null };

const toSuggestion =
  (exact: boolean) =>
  (row: Row): SearchSuggestion => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image ?? '',
    exact,
  });

/**
 * The medicine search of the pharmacy's box (lib/search/name-search.ts): names containing the
 * query first, then near matches for a small typo.
 */
export async function searchMedicines(
  db: Db,
  rawQuery: string,
  limit = SEARCH_LIMIT,
): Promise<SearchSuggestion[]> {
  const found = await searchByName<Row>(
    db,
    { columns: sql`id, name, slug, images[1] as image`, from: sql`medicines` },
    rawQuery,
    limit,
  );
  return found.map(({ row, exact }) => toSuggestion(exact)(row));
}

/** How many medicines' names contain the query: the box's 'See all N results'. */
export async function countMedicineMatches(db: Db, rawQuery: string): Promise<number> {
  const q = normaliseQuery(rawQuery);
  if (!q) return 0;
  const [{ total }] = await db.select({ total: count() }).from(medicines).where(nameContains(q));
  return total;
}

/**
 * One page of every medicine whose name contains the query (/pharmacy/search), in the box's
 * order. With none, the near matches of a likely typo, marked `similar`, on one page.
 */
export async function searchMedicinePage(
  db: Db,
  rawQuery: string,
  page: number,
): Promise<ListingPage & { similar: boolean }> {
  const q = normaliseQuery(rawQuery);
  const total = await countMedicineMatches(db, q);
  if (total === 0) {
    const near = q ? await searchMedicines(db, q, LISTING_PAGE_SIZE) : [];
    const ids = near.map((s) => s.id);
    const cards = await rowsForIds(ids, (list) =>
      db.select(cardColumns).from(medicines).where(inArray(medicines.id, list)),
    );
    const items = ids.flatMap((id) => cards.filter((c) => c.id === id));
    return { items, total: items.length, page: 1, pageCount: 1, similar: items.length > 0 };
  }
  const shown = urlPage(page, total, LISTING_PAGE_SIZE);
  const items = await db
    .select(cardColumns)
    .from(medicines)
    .where(nameContains(q))
    .orderBy(nameRank(q))
    .limit(LISTING_PAGE_SIZE)
    .offset(shown.offset);
  return { items, total, page: shown.page, pageCount: shown.pageCount, similar: false };
}
