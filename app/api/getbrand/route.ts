// GET /api/getbrand – medicine brands
import { getPharmacyBrands } from '@/lib/pharmacy/reads';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';

export const GET = withErrors(async () => {
  const brands = await getPharmacyBrands();
  return Response.json(
    { data: brands.map((b) => ({ _id: String(b.id), brand_name: b.name })) },
    { headers: PUBLIC_CACHE },
  );
});
