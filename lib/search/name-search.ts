import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/open';
import {
  blankForbiddenCharacters,
  FORBIDDEN_CHARACTERS_MESSAGE,
  hasForbiddenCharacters,
} from '@/lib/validation/input-shape';

/**
 * The site's typo-tolerant search by name (medicines, lab tests): a case-insensitive substring
 * match through a trigram index on lower(name), names that start with the query first, then
 * shorter names; when fewer than `limit` names contain the query, near matches by pg_trgm word
 * similarity follow, so a small typo ('paracetmol', 'thyriod') still finds the item.
 */

/** Longest query looked at; longer input is cut. */
export const SEARCH_MAX_LENGTH = 60;
/**
 * Candidates read before ranking. Ranking inside a bounded set keeps a query fast however many
 * names share a common fragment ('tab', 'a'): the scan stops after this many matches.
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

/**
 * Why a query cannot be searched as typed (a results page says so instead of quietly cutting or
 * blanking it); null when it can. The box's suggestions still search the normalised query.
 */
export function searchQueryProblem(raw: string): string | null {
  if (raw.length > SEARCH_MAX_LENGTH) {
    return `Please shorten your search to ${SEARCH_MAX_LENGTH} characters or fewer.`;
  }
  return hasForbiddenCharacters(raw) ? FORBIDDEN_CHARACTERS_MESSAGE : null;
}

/** The query as a LIKE pattern that matches it literally anywhere in the name. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Names containing the normalised query `q`, through the trigram index on lower(name). */
export function nameContains(q: string): SQL {
  return sql`lower(name) like ${containsPattern(q)}`;
}

/** The order of substring matches: names that start with `q` first, then shorter names. */
export function nameRank(q: string): SQL {
  return sql`(strpos(lower(name), ${q}) = 1) desc, length(name), name, id`;
}

/**
 * Searches `source`: `columns` (which must include `id` and `name`) of the rows of `from` (a
 * table with a `name` column and a trigram index on lower(name), possibly with a condition).
 * Answers the rows found, each marked exact (contains the query) or near (a likely typo).
 */
export async function searchByName<R extends { id: number; name: string }>(
  db: Db,
  source: { columns: SQL; from: SQL; where?: SQL },
  rawQuery: string,
  limit: number,
): Promise<{ row: R; exact: boolean }[]> {
  const q = normaliseQuery(rawQuery);
  if (!q) return [];
  const extra = source.where ? sql` and (${source.where})` : sql``;
  const exact = await queryRows<R>(
    db,
    sql`select * from (
          select ${source.columns} from ${source.from}
          where ${nameContains(q)}${extra}
          limit ${CANDIDATES}
        ) c
        order by ${nameRank(q)}
        limit ${limit}`,
  );
  const found = exact.map((row) => ({ row, exact: true }));
  if (exact.length >= limit || q.length < NEAR_MIN_LENGTH) return found;
  const seen = exact.map((row) => row.id);
  const near = await db.transaction(async (tx) => {
    // The `<%` operator reads its threshold from this setting; `true` keeps it to this transaction.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${NEAR_THRESHOLD}, true)`,
    );
    return queryRows<R>(
      tx,
      sql`select * from (
            select ${source.columns} from ${source.from}
            where ${q} <% lower(name)${extra}
            limit ${CANDIDATES}
          ) c
          where not (id = any(${sql.param(seen)}::int[]))
          order by word_similarity(${q}, lower(name)) desc, length(name), name, id
          limit ${limit - exact.length}`,
    );
  });
  return [...found, ...near.map((row) => ({ row, exact: false }))];
}
