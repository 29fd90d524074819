// GET /api/getsecondaryimage – the lab area's secondary ad images as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { secondaryImageAnswer } from '@/lib/site/api-shape';
import { getLabAds } from '@/lib/site/reads';

export const GET = withErrors(async () =>
  Response.json(secondaryImageAnswer(await getLabAds()), { headers: PUBLIC_CACHE }),
);
