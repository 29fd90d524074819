// GET /api/metrics – Prometheus metrics of this instance, for a scraper holding METRICS_TOKEN.
import { withErrors } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { answerScrape } from '@/lib/metrics/scrape';

export const dynamic = 'force-dynamic';

export const GET = withErrors((request: Request) => answerScrape(request, env.metricsToken));
