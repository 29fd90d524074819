// GET /api/departmentfaqbydepartmentname/{departmentName} – a department's FAQ as { data }, by its name or slug
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT_BY_NAME, departmentFaqAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('departmentName', DEPARTMENT_BY_NAME, (department) =>
  departmentFaqAnswer(department.faqs),
);
