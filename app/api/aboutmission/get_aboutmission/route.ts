// GET /api/aboutmission/get_aboutmission – the about page's mission (with its percentages) as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { aboutMissionAnswer } from '@/lib/site/api-shape';
import { getAboutMission } from '@/lib/site/about-reads';

export const GET = withErrors(async () =>
  Response.json(aboutMissionAnswer(await getAboutMission()), { headers: PUBLIC_CACHE }),
);
