// GET /api/pharmacy/search?q= – medicine suggestions: substring matches first, then near matches
import type { NextRequest } from 'next/server';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { getMedicineSuggestions } from '@/lib/pharmacy/suggestion-reads';
import { normaliseQuery } from '@/lib/search/name-search';
import { apiSuggestion } from '@/lib/pharmacy/api-shape';

export const GET = withErrors(async (request: NextRequest) => {
  const q = normaliseQuery(request.nextUrl.searchParams.get('q') ?? '');
  const rows = q ? await getMedicineSuggestions(await getDb(), q) : [];
  return Response.json({ data: rows.map(apiSuggestion) }, { headers: PUBLIC_CACHE });
});
