// GET /api/aboutcta/get_aboutcta – every about CTA item (all types) as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { aboutCtaAnswer } from '@/lib/site/api-shape';
import { getAllAboutCtas } from '@/lib/site/about-reads';

export const GET = withErrors(async () =>
  Response.json(aboutCtaAnswer(await getAllAboutCtas()), { headers: PUBLIC_CACHE }),
);
