// GET /api/branches/all_locations – the hospital's branches as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { branchesAnswer } from '@/lib/site/api-shape';
import { getBranches } from '@/lib/site/reads';

export const GET = withErrors(async () =>
  Response.json(branchesAnswer(await getBranches()), { headers: PUBLIC_CACHE }),
);
