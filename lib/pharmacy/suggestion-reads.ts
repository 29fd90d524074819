import 'server-only';
import { createMicroCache, databaseScope } from '@/lib/cache/micro-cache';
import type { Db } from '@/lib/db/open';
import { countMedicineMatches, searchMedicines } from '@/lib/pharmacy/search-queries';
import type { SearchSuggestion } from '@/lib/pharmacy/types';

type Suggestions = { suggestions: SearchSuggestion[]; total: number };

/**
 * Suggestions per normalised query, with how many names contain it (the box's 'See all N
 * results'), kept as long as the answer's own public max-age (60 s): shoppers type the same few
 * prefixes, and concurrent requests for one share a single query.
 * Measured benefit (docs/performance.md, "Live endpoints"): at 50 connections on PGlite, which
 * runs one query at a time, GET /api/pharmacy/search?q=para answered p99 5,427 ms without it and
 * 77-137 ms with it.
 */
const suggestions = createMicroCache<Suggestions>({ ttlMs: 60_000, maxEntries: 2000 });

/** The search box's suggestions for `query` (already normalised), from memory for 60 s. */
export function getMedicineSuggestions(db: Db, query: string): Promise<Suggestions> {
  return suggestions.get(`${databaseScope(db)}:${query}`, async () => ({
    suggestions: await searchMedicines(db, query),
    total: await countMedicineMatches(db, query),
  }));
}
