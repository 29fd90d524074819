// GET /api/pharmacy/search?q= – medicine suggestions: substring matches first, then near matches
import type { NextRequest } from 'next/server';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { getMedicineSuggestions } from '@/lib/pharmacy/suggestion-reads';
import { normaliseQuery } from '@/lib/search/name-search';
import { apiSuggestion } from '@/lib/pharmacy/api-shape';

export const GET = withErrors(async (request: NextRequest) => {
  const q = normaliseQuery(request.nextUrl.searchParams.get('q') ?? '');
  const found = q ? await getMedicineSuggestions(await getDb(), q) : { suggestions: [], total: 0 };
  return Response.json(
    { data: found.suggestions.map(apiSuggestion), total: found.total },
    { headers: PUBLIC_CACHE },
  );
});
