// GET /api/getcategory – medicine categories with their slugs
import { getPharmacyCategories } from '@/lib/pharmacy/reads';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';

export const GET = withErrors(async () => {
  const categories = await getPharmacyCategories();
  return Response.json(
    { data: categories.map((c) => ({ _id: String(c.id), category_name: c.name, slug: c.slug })) },
    { headers: PUBLIC_CACHE },
  );
});
