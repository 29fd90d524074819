// GET /api/doctor/get_doctorone/{id} – one doctor by id (the appointment summary reads it)
import { json, parseId, withErrors } from '@/lib/api/handler';
import { getBookableDoctor } from '@/lib/booking/reads';
import { NotFoundError } from '@/lib/api/errors';

type Context = { params: Promise<{ id: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const doctorId = parseId((await params).id);
  const doctor = doctorId ? await getBookableDoctor(doctorId) : null;
  if (!doctor) throw new NotFoundError('Doctor not found');
  return json({ message: 'success', data: doctor });
});
