// GET /api/region/get_popularregion – the popular regions as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { popularRegionsAnswer } from '@/lib/site/api-shape';
import { getPopularRegions } from '@/lib/site/reads';

export const GET = withErrors(async () =>
  Response.json(popularRegionsAnswer(await getPopularRegions()), { headers: PUBLIC_CACHE }),
);
