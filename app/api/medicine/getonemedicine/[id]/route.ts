// GET /api/medicine/getonemedicine/{id} – one medicine with its details, FAQs and related products
import { parseId, PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { queryMedicineById } from '@/lib/pharmacy/medicine-queries';
import { apiMedicine } from '@/lib/pharmacy/api-shape';
import { getRelatedProducts } from '@/lib/pharmacy/reads';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';

export const GET = withErrors(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const id = parseId((await params).id);
    if (id === null) throw new InvalidInputError({ id: 'Unknown medicine' });
    const medicine = await queryMedicineById(await getDb(), id);
    if (!medicine) throw new NotFoundError('Unknown medicine');
    const related = await getRelatedProducts(medicine);
    return Response.json({ data: apiMedicine(medicine, related) }, { headers: PUBLIC_CACHE });
  },
);
