// GET /api/faqbysubdepartmentname/{subDepartmentName} – a treatment's FAQ as { data }, by its name or slug
import { recordRoute } from '@/lib/api/record-route';
import { TREATMENT_BY_NAME, treatmentFaqAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('subDepartmentName', TREATMENT_BY_NAME, treatmentFaqAnswer);
