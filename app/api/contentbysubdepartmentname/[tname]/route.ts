// GET /api/contentbysubdepartmentname/{tname} – a treatment's content blocks as { data }
import { recordRoute } from '@/lib/api/record-route';
import { TREATMENT, treatmentContentAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('tname', TREATMENT, treatmentContentAnswer);
