// GET /api/pharmacy/also-bought?ids= – the cart page's 'Customers also Bought' for the cart's medicines
import type { NextRequest } from 'next/server';
import { InvalidInputError } from '@/lib/api/errors';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { apiMedicineCard } from '@/lib/pharmacy/api-shape';
import { CART_IDS_PATTERN } from '@/lib/pharmacy/api-contract';
import { queryCartSuggestions } from '@/lib/pharmacy/queries';
import { ALSO_BOUGHT_SIZE } from '@/lib/pharmacy/reads';

const IDS = new RegExp(CART_IDS_PATTERN);

export const GET = withErrors(async (request: NextRequest) => {
  const raw = request.nextUrl.searchParams.get('ids') ?? '';
  if (!IDS.test(raw)) throw new InvalidInputError({ ids: 'Unknown medicine' });
  const ids = raw ? raw.split(',').map(Number) : [];
  const cards = await queryCartSuggestions(await getDb(), ids, ALSO_BOUGHT_SIZE);
  return Response.json(
    { data: cards.map((card) => ({ ...apiMedicineCard(card), stock: card.stock })) },
    { headers: PUBLIC_CACHE },
  );
});
