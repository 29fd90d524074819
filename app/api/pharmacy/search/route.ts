// GET /api/pharmacy/search?q= – medicine suggestions: substring matches first, then near matches
import type { NextRequest } from 'next/server';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { createMicroCache } from '@/lib/cache/micro-cache';
import { getDb } from '@/lib/db';
import { searchMedicines } from '@/lib/pharmacy/search-queries';
import { normaliseQuery } from '@/lib/search/name-search';
import { apiSuggestion } from '@/lib/pharmacy/api-shape';
import type { SearchSuggestion } from '@/lib/pharmacy/types';

/**
 * Suggestions per normalised query, kept as long as the answer's own public max-age (60 s):
 * shoppers type the same few prefixes, and concurrent requests for one share a single query.
 */
const suggestions = createMicroCache<SearchSuggestion[]>({ ttlMs: 60_000, maxEntries: 2000 });

export const GET = withErrors(async (request: NextRequest) => {
  const q = normaliseQuery(request.nextUrl.searchParams.get('q') ?? '');
  const db = await getDb();
  const rows = q ? await suggestions.get(q, () => searchMedicines(db, q)) : [];
  return Response.json({ data: rows.map(apiSuggestion) }, { headers: PUBLIC_CACHE });
});
