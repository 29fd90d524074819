// GET /api/medPhram/get_medPhram?page=&limit= – one page of the catalogue (never the whole list)
import type { NextRequest } from 'next/server';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { queryMedicinePage } from '@/lib/pharmacy/queries';
import { apiMedicineCard } from '@/lib/pharmacy/api-shape';
import { InvalidInputError } from '@/lib/api/errors';

const MAX_LIMIT = 100;

export const GET = withErrors(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? 20);
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) errors.page = 'page must be a whole number from 1';
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    errors.limit = `limit must be a whole number from 1 to ${MAX_LIMIT}`;
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  const result = await queryMedicinePage(await getDb(), page, limit);
  return Response.json(
    {
      data: result.items.map(apiMedicineCard),
      pagination: { page, limit, total: result.total, totalPages: result.pageCount },
    },
    { headers: PUBLIC_CACHE },
  );
});
