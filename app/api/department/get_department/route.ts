// GET /api/department/get_department – every department with its treatments, message 'Sucess'
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { departmentListAnswer } from '@/lib/departments/api-shape';
import { getDepartmentList } from '@/lib/departments/reads';

export const GET = withErrors(async () =>
  Response.json(departmentListAnswer(await getDepartmentList()), { headers: PUBLIC_CACHE }),
);
