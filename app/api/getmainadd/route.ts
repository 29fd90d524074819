// GET /api/getmainadd – the lab area's main ads as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { mainAdAnswer } from '@/lib/site/api-shape';
import { getLabAds } from '@/lib/site/reads';

export const GET = withErrors(async () =>
  Response.json(mainAdAnswer(await getLabAds()), { headers: PUBLIC_CACHE }),
);
