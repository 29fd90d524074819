// GET /api/carrer/get_carrer – every open vacancy (spelled as the original API) as { data }
import { json, withErrors } from '@/lib/api/handler';
import { toApiJob } from '@/lib/careers/api-shape';
import { getJobs } from '@/lib/careers/reads';

export const GET = withErrors(async () => {
  const jobs = await getJobs();
  return json({ message: 'Success', data: jobs.map(toApiJob) });
});
