// GET /api/advertise/get_advertise – the home page's advertisement as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { advertiseAnswer } from '@/lib/site/api-shape';
import { getAdvertisement } from '@/lib/site/home-reads';

export const GET = withErrors(async () =>
  Response.json(advertiseAnswer(await getAdvertisement()), { headers: PUBLIC_CACHE }),
);
