// GET /api/medPhram/get_medPhram?page=&limit= – one page of the catalogue (never the whole list)
import type { NextRequest } from 'next/server';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { queryMedicinePage } from '@/lib/pharmacy/queries';
import { apiMedicineCard } from '@/lib/pharmacy/api-shape';
import { InvalidInputError } from '@/lib/api/errors';
import { parseWholeNumber } from '@/lib/validation/whole-number';

const MAX_LIMIT = 100;
/** Far past the last page of any catalogue, and an offset the database can always count to. */
const MAX_PAGE = 100_000;

/** A query value from 1 to `max` (absent: `fallback`), else null. */
function wholeNumber(raw: string | null, fallback: number, max: number): number | null {
  return raw === null ? fallback : parseWholeNumber(raw, 1, max);
}

export const GET = withErrors(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const page = wholeNumber(params.get('page'), 1, MAX_PAGE);
  const limit = wholeNumber(params.get('limit'), 20, MAX_LIMIT);
  if (page === null || limit === null) {
    throw new InvalidInputError({
      ...(page === null && { page: `page must be a whole number from 1 to ${MAX_PAGE}` }),
      ...(limit === null && { limit: `limit must be a whole number from 1 to ${MAX_LIMIT}` }),
    });
  }
  const result = await queryMedicinePage(await getDb(), page, limit);
  return Response.json(
    {
      data: result.items.map(apiMedicineCard),
      pagination: { page, limit, total: result.total, totalPages: result.pageCount },
    },
    { headers: PUBLIC_CACHE },
  );
});
