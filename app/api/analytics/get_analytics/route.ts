// GET /api/analytics/get_analytics – the home page's statistics counters as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { analyticsAnswer } from '@/lib/site/api-shape';
import { getAnalytics } from '@/lib/site/home-reads';

export const GET = withErrors(async () =>
  Response.json(analyticsAnswer(await getAnalytics()), { headers: PUBLIC_CACHE }),
);
