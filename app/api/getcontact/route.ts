// GET /api/getcontact – the contact info record as a one-item { data } list
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { contactAnswer } from '@/lib/site/api-shape';
import { getContactSettings } from '@/lib/site/reads';

export const GET = withErrors(async () =>
  Response.json(contactAnswer(await getContactSettings()), { headers: PUBLIC_CACHE }),
);
