// GET /api/jobcategory/get_jobcategory – the job categories as { data }
import { json, serverError } from '@/lib/api/respond';
import { toApiJobCategory } from '@/lib/careers/api-shape';
import { getJobCategories } from '@/lib/data/careers';

export async function GET() {
  try {
    const categories = await getJobCategories();
    return json({ message: 'Success', data: categories.map(toApiJobCategory) });
  } catch (error) {
    return serverError('GET /api/jobcategory/get_jobcategory', error);
  }
}
