// GET /api/departmentfaqbydepartmentname/{departmentName} – a department's FAQ as { data }
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT, departmentFaqAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('departmentName', DEPARTMENT, (department) =>
  departmentFaqAnswer(department.faqs),
);
