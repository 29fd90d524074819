// GET /api/department/get_qualitiesbyslug/{dname} – a department's content block { title, description, qualities } as { data }
import { NotFoundError } from '@/lib/api/errors';
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT, qualitiesAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('dname', DEPARTMENT, (department) => {
  // The front end uses this answer only when it is a 200: a department without a block is a 404.
  if (!department.quality) throw new NotFoundError('Department content not found');
  return qualitiesAnswer(department.quality);
});
