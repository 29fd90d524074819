// GET /api/faqbysubdepartmentname/{subDepartmentName} – a treatment's FAQ as { data }
import { recordRoute } from '@/lib/api/record-route';
import { TREATMENT, treatmentFaqAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('subDepartmentName', TREATMENT, treatmentFaqAnswer);
