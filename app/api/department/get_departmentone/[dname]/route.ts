// GET /api/department/get_departmentone/{dname} – one department with its treatments as { data: { data } }
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT, departmentOneAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('dname', DEPARTMENT, departmentOneAnswer);
