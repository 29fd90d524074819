// GET /api/homepage/get_homepageslider – the home page's banners as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { homeSliderAnswer } from '@/lib/site/api-shape';
import { getHomeBanners } from '@/lib/site/home-reads';

export const GET = withErrors(async () =>
  Response.json(homeSliderAnswer(await getHomeBanners()), { headers: PUBLIC_CACHE }),
);
