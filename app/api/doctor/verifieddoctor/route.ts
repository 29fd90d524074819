// GET /api/doctor/verifieddoctor – every verified doctor as { data: { data } }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { nestedDoctorListAnswer } from '@/lib/doctors/api-shape';
import { getDoctorCards } from '@/lib/doctors/reads';

export const GET = withErrors(async () =>
  Response.json(nestedDoctorListAnswer(await getDoctorCards()), { headers: PUBLIC_CACHE }),
);
