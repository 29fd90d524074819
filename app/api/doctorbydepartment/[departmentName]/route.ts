// GET /api/doctorbydepartment/{departmentName} – a department's verified doctors as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { getDepartmentPage } from '@/lib/departments/reads';
import { nestedDoctorListAnswer } from '@/lib/doctors/api-shape';
import { getDoctorsForDepartment } from '@/lib/doctors/reads';
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
  // An unknown department is a 404, not an empty list.
  const [department, doctors] = await Promise.all([
    getDepartmentPage(departmentName),
    getDoctorsForDepartment(departmentName),
  ]);
  if (!department) throw new NotFoundError('Department not found');
  return Response.json(nestedDoctorListAnswer(doctors), { headers: PUBLIC_CACHE });
});
