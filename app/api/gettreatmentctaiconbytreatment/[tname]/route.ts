// GET /api/gettreatmentctaiconbytreatment/{tname} – a treatment's header icons as { data }
import { recordRoute } from '@/lib/api/record-route';
import { TREATMENT, treatmentCtaIconsAnswer } from '@/lib/departments/api-shape';

export const GET = recordRoute('tname', TREATMENT, treatmentCtaIconsAnswer);
