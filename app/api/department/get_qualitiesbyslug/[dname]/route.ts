// GET /api/department/get_qualitiesbyslug/{dname} – a department's content block { title, description, qualities } as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { qualitiesAnswer } from '@/lib/departments/api-shape';
import { getDepartmentPage } from '@/lib/departments/reads';
import { isSlug } from '@/lib/validation/slug';

type Context = { params: Promise<{ dname: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { dname } = await params;
  if (!isSlug(dname)) {
    throw new InvalidInputError({ dname: 'dname must be a department slug' }, INVALID_REQUEST);
  }
  const department = await getDepartmentPage(dname);
  if (!department) throw new NotFoundError('Department not found');
  // The front end uses this answer only when it is a 200: a department without a block is a 404.
  if (!department.quality) throw new NotFoundError('Department content not found');
  return Response.json(qualitiesAnswer(department.quality), { headers: PUBLIC_CACHE });
});
