// GET /api/treatmentinfobysubdepartmentname/{tname} – a treatment's disease and surgery facts as { data }
import { recordRoute } from '@/lib/api/record-route';
import { TREATMENT, treatmentInfoAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('tname', TREATMENT, treatmentInfoAnswer);
