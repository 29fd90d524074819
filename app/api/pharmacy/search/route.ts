// GET /api/pharmacy/search?q= – medicine suggestions: substring matches first, then near matches
import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { searchMedicines } from '@/lib/data/pharmacy-search';
import { apiSuggestion } from '@/lib/pharmacy/api-shape';
import { PUBLIC_CACHE } from '@/lib/api/handler';

export async function GET(request: NextRequest) {
  const q = request.nextUrl.searchParams.get('q') ?? '';
  const rows = await searchMedicines(await getDb(), q);
  return Response.json({ data: rows.map(apiSuggestion) }, { headers: PUBLIC_CACHE });
}
