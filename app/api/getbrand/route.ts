// GET /api/getbrand – medicine brands
import { getPharmacyBrands } from '@/lib/data/pharmacy';
import { PUBLIC_CACHE } from '@/lib/api/handler';

export async function GET() {
  const brands = await getPharmacyBrands();
  return Response.json(
    { data: brands.map((b) => ({ _id: String(b.id), brand_name: b.name })) },
    { headers: PUBLIC_CACHE },
  );
}
