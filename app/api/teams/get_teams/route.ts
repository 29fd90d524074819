// GET /api/teams/get_teams – the about page's team as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { teamsAnswer } from '@/lib/site/api-shape';
import { getTeam } from '@/lib/site/about-reads';

export const GET = withErrors(async () =>
  Response.json(teamsAnswer(await getTeam()), { headers: PUBLIC_CACHE }),
);
