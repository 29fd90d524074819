// GET /api/getnumber – the hospital's phone numbers as a one-item { data } list
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { numberAnswer } from '@/lib/site/api-shape';
import { getContactSettings } from '@/lib/site/reads';

export const GET = withErrors(async () =>
  Response.json(numberAnswer(await getContactSettings()), { headers: PUBLIC_CACHE }),
);
