// GET /api/doctorbydepartment/{departmentName} – a department's verified doctors as { data: { data } }
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT } from '@/lib/departments/api-shape';
import { nestedDoctorListAnswer } from '@/lib/doctors/api-shape';
import { getDoctorsForDepartment } from '@/lib/doctors/reads';

// An unknown department is a 404, not an empty list.
export const GET = recordRoute('departmentName', DEPARTMENT, async (_department, slug) =>
  nestedDoctorListAnswer(await getDoctorsForDepartment(slug)),
);
