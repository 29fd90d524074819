import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import type { SearchSuggestion } from '@/lib/pharmacy/types';
import { searchByName } from '@/lib/search/name-search';

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
