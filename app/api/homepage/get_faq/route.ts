// GET /api/homepage/get_faq – the home page's FAQ as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { homeFaqAnswer } from '@/lib/site/api-shape';
import { getHomeFaqs } from '@/lib/site/home-reads';

export const GET = withErrors(async () =>
  Response.json(homeFaqAnswer(await getHomeFaqs()), { headers: PUBLIC_CACHE }),
);
