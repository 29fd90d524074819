// GET /api/doctor/get_doctor/{id} – one verified doctor's whole profile as { message: 'success', data }
import { parseId, PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { doctorOneAnswer } from '@/lib/doctors/api-shape';
import { getDoctorCards, getDoctorProfile } from '@/lib/doctors/reads';
import { getBranches } from '@/lib/site/reads';

type Context = { params: Promise<{ id: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const id = parseId((await params).id);
  if (id === null) {
    throw new InvalidInputError({ id: 'id must be a doctor id' }, INVALID_REQUEST);
  }
  // The public doctors (cached) name the slug the cached profile read is keyed by.
  const card = (await getDoctorCards()).find((doctor) => doctor.id === id);
  const [doctor, branches] = card
    ? await Promise.all([getDoctorProfile(card.slug), getBranches()])
    : [null, []];
  if (!doctor) throw new NotFoundError('Doctor not found');
  return Response.json(doctorOneAnswer(doctor, branches), { headers: PUBLIC_CACHE });
});
