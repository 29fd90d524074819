// GET /api/jobcategory/get_jobcategory – the job categories as { data }
import { json, withErrors } from '@/lib/api/handler';
import { toApiJobCategory } from '@/lib/careers/api-shape';
import { getJobCategories } from '@/lib/careers/reads';

export const GET = withErrors(async () => {
  const categories = await getJobCategories();
  return json({ message: 'Success', data: categories.map(toApiJobCategory) });
});
