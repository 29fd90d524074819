// GET /api/departmentfaqbydepartmentname/{departmentName} – a department's FAQ as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { departmentFaqAnswer } from '@/lib/departments/api-shape';
import { getDepartmentPage } from '@/lib/departments/reads';
import { isSlug } from '@/lib/validation/slug';

type Context = { params: Promise<{ departmentName: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { departmentName } = await params;
  if (!isSlug(departmentName)) {
    throw new InvalidInputError(
      { departmentName: 'departmentName must be a department slug' },
      INVALID_REQUEST,
    );
  }
  const department = await getDepartmentPage(departmentName);
  if (!department) throw new NotFoundError('Department not found');
  return Response.json(departmentFaqAnswer(department.faqs), { headers: PUBLIC_CACHE });
});
