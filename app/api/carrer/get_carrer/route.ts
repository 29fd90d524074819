// GET /api/carrer/get_carrer – every open vacancy (spelled as the original API) as { data }
import { json, serverError } from '@/lib/api/respond';
import { toApiJob } from '@/lib/careers/api-shape';
import { getJobs } from '@/lib/data/careers';

export async function GET() {
  try {
    const jobs = await getJobs();
    return json({ message: 'Success', data: jobs.map(toApiJob) });
  } catch (error) {
    return serverError('GET /api/carrer/get_carrer', error);
  }
}
