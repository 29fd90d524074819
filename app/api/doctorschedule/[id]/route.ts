// GET /api/doctorschedule/{id} – a doctor's live slots from today (India) on, in the spec's shape
import { json, parseId, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/api/errors';
import { getLiveDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { getBookableDoctor } from '@/lib/booking/reads';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const doctorId = parseId((await params).id);
  const schedules = doctorId ? await getLiveDoctorSchedule(await getDb(), doctorId) : null;
  if (!schedules) throw new NotFoundError('Doctor not found');
  // The picker's mode choice shows each fee (issue 47); the doctor's row is cached.
  const doctor = doctorId ? await getBookableDoctor(doctorId) : null;
  const fees = doctor ? { clinic: doctor.price_paise, video: doctor.video_price_paise } : undefined;
  return json({ message: 'Success', data: [{ schedules, fees }] });
});
