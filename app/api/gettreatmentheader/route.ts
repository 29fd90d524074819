// GET /api/gettreatmentheader – every treatment's header fields as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { treatmentHeadersAnswer } from '@/lib/departments/api-shape';
import { getTreatmentHeaders } from '@/lib/departments/treatment-reads';

export const GET = withErrors(async () =>
  Response.json(treatmentHeadersAnswer(await getTreatmentHeaders()), { headers: PUBLIC_CACHE }),
);
