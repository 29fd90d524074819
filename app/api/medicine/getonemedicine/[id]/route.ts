// GET /api/medicine/getonemedicine/{id} – one medicine with its details and FAQs
import { getDb } from '@/lib/db';
import { queryMedicineById } from '@/lib/data/medicine-queries';
import { apiMedicine } from '@/lib/pharmacy/api-shape';
import { badRequest, PUBLIC_CACHE } from '@/lib/pharmacy/route-helpers';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const numeric = Number(id);
  if (!/^\d{1,9}$/.test(id) || numeric < 1) return badRequest({ id: 'Unknown medicine' });
  const medicine = await queryMedicineById(await getDb(), numeric);
  if (!medicine) return badRequest({ id: 'Unknown medicine' }, 404);
  return Response.json({ data: apiMedicine(medicine) }, { headers: PUBLIC_CACHE });
}
