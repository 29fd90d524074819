// GET /api/department/get_subdepartmentone/{tname} – one treatment (sub-department) as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { subdepartmentOneAnswer } from '@/lib/departments/api-shape';
import { getTreatmentPage } from '@/lib/departments/treatment-reads';
import { isSlug } from '@/lib/validation/slug';

type Context = { params: Promise<{ tname: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { tname } = await params;
  if (!isSlug(tname)) {
    throw new InvalidInputError({ tname: 'tname must be a treatment slug' }, INVALID_REQUEST);
  }
  const treatment = await getTreatmentPage(tname);
  if (!treatment) throw new NotFoundError('Treatment not found');
  return Response.json(subdepartmentOneAnswer(treatment), { headers: PUBLIC_CACHE });
});
