// GET /api/doctorschedule/{id} – a doctor's live slots from today (India) on, in the spec's shape
import { json, parseId, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/api/errors';
import { getLiveDoctorSchedule } from '@/lib/doctors/schedule-reads';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const doctorId = parseId((await params).id);
  const schedules = doctorId ? await getLiveDoctorSchedule(await getDb(), doctorId) : null;
  if (!schedules) throw new NotFoundError('Doctor not found');
  return json({ message: 'Success', data: [{ schedules }] });
});
