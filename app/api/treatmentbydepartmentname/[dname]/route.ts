// GET /api/treatmentbydepartmentname/{dname} – a department's treatments as { data: { data } }
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT, treatmentsByDepartmentAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('dname', DEPARTMENT, (department) =>
  treatmentsByDepartmentAnswer(department.specialities),
);
