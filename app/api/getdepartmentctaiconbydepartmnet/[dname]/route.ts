// GET /api/getdepartmentctaiconbydepartmnet/{dname} – a department's CTA icons (spelled as the original API; none stored) as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { departmentCtaIconsAnswer } from '@/lib/departments/api-shape';
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
  return Response.json(departmentCtaIconsAnswer(), { headers: PUBLIC_CACHE });
});
