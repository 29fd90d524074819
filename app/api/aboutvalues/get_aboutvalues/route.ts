// GET /api/aboutvalues/get_aboutvalues – every about value (home keeps type 'Choose us') as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { aboutValuesAnswer } from '@/lib/site/api-shape';
import { getAllAboutValues } from '@/lib/site/about-reads';

export const GET = withErrors(async () =>
  Response.json(aboutValuesAnswer(await getAllAboutValues()), { headers: PUBLIC_CACHE }),
);
