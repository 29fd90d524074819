// GET /api/getdepartmentctaiconbydepartmnet/{dname} – a department's CTA icons (spelled as the original API; none stored) as { data: { data } }
import { recordRoute } from '@/lib/api/record-route';
import { DEPARTMENT, departmentCtaIconsAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('dname', DEPARTMENT, () => departmentCtaIconsAnswer());
