// GET /api/doctor/get_doctor – every verified doctor as { data }
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { doctorListAnswer } from '@/lib/doctors/api-shape';
import { getDoctorCards } from '@/lib/doctors/reads';

export const GET = withErrors(async () =>
  Response.json(doctorListAnswer(await getDoctorCards()), { headers: PUBLIC_CACHE }),
);
