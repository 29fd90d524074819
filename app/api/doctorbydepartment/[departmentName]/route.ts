// GET /api/doctorbydepartment/{departmentName} – a department's verified doctors as { data: { data } }, by its name or slug
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT_BY_NAME } from '@/lib/departments/api-shape';
import { nestedDoctorListAnswer } from '@/lib/doctors/api-shape';
import { getDoctorsForDepartment } from '@/lib/doctors/reads';

// An unknown department is a 404, not an empty list.
export const GET = recordRoute('departmentName', DEPARTMENT_BY_NAME, async (department) =>
  nestedDoctorListAnswer(await getDoctorsForDepartment(department.slug)),
);
