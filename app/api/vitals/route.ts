// POST /api/vitals – a sampled page view's Core Web Vitals, counted into the day's histograms (204).
import { VITALS_BODY_LIMIT } from '@/lib/api/body-limits.mjs';
import { formRoute, NO_STORE } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { vitalsBeaconSchema } from '@/lib/vitals/beacon-schema';
import { recordVitals } from '@/lib/vitals/writes';

export const POST = formRoute({
  body: 'json',
  maxBytes: VITALS_BODY_LIMIT,
  schema: vitalsBeaconSchema,
  handle: async (beacon) => {
    await recordVitals(await getDb(), beacon);
    return new Response(null, { status: 204, headers: NO_STORE });
  },
});
