// GET /api/gettestinomal – the video testimonials (spelled as the original API) as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { testimonialsAnswer } from '@/lib/site/api-shape';
import { getVideoTestimonials } from '@/lib/site/home-reads';

export const GET = withErrors(async () =>
  Response.json(testimonialsAnswer(await getVideoTestimonials()), { headers: PUBLIC_CACHE }),
);
