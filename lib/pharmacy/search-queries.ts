import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/open';
import type { SearchSuggestion } from '@/lib/pharmacy/types';
import { blankForbiddenCharacters } from '@/lib/validation/input-shape';

/** Suggestions shown under the search box. */
export const SEARCH_LIMIT = 8;
/** Longest query looked at; longer input is cut. */
export const SEARCH_MAX_LENGTH = 60;
/**
 * Candidates read before ranking. Ranking inside a bounded set keeps a query fast however many
 * medicines share a common fragment ('tab', 'a'): the scan stops after this many matches.
 */
const CANDIDATES = 200;
/** word_similarity needed for a near match; 0.45 lets one or two wrong letters through. */
const NEAR_THRESHOLD = '0.45';
/** Typo tolerance starts at this many characters; shorter input matches too much noise. */
const NEAR_MIN_LENGTH = 4;

/** Lower case, single spaces, at most SEARCH_MAX_LENGTH characters. */
export function normaliseQuery(q: string): string {
  return blankForbiddenCharacters(q)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
}

/** The query as a LIKE pattern that matches it literally anywhere in the name. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
 * Case-insensitive substring search on the medicine name through the trigram index on
 * lower(name). Names that start with the query come first, then shorter names. When fewer than
 * `limit` names contain the query, near matches by pg_trgm word similarity follow, so a small
 * typo ('paracetmol') still finds the medicine, after the exact matches.
 */
export async function searchMedicines(
  db: Db,
  rawQuery: string,
  limit = SEARCH_LIMIT,
): Promise<SearchSuggestion[]> {
  const q = normaliseQuery(rawQuery);
  if (!q) return [];
  const exact = await queryRows<Row>(
    db,
    sql`select id, name, slug, image from (
          select id, name, slug, images[1] as image from medicines
          where lower(name) like ${containsPattern(q)}
          limit ${CANDIDATES}
        ) c
        order by (strpos(lower(name), ${q}) = 1) desc, length(name), name, id
        limit ${limit}`,
  );
  if (exact.length >= limit || q.length < NEAR_MIN_LENGTH) return exact.map(toSuggestion(true));
  const seen = exact.map((row) => row.id);
  const near = await db.transaction(async (tx) => {
    // The `<%` operator reads its threshold from this setting; `true` keeps it to this transaction.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${NEAR_THRESHOLD}, true)`,
    );
    return queryRows<Row>(
      tx,
      sql`select id, name, slug, image from (
            select id, name, slug, images[1] as image from medicines
            where ${q} <% lower(name)
            limit ${CANDIDATES}
          ) c
          where not (id = any(${sql.param(seen)}::int[]))
          order by word_similarity(${q}, lower(name)) desc, length(name), name, id
          limit ${limit - exact.length}`,
    );
  });
  return [...exact.map(toSuggestion(true)), ...near.map(toSuggestion(false))];
}
