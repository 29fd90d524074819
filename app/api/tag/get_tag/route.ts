// GET /api/tag/get_tag – every page type's SEO tag record as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { tagsAnswer } from '@/lib/site/api-shape';
import { getSeoTags } from '@/lib/site/seo-reads';

export const GET = withErrors(async () =>
  Response.json(tagsAnswer(await getSeoTags()), { headers: PUBLIC_CACHE }),
);
