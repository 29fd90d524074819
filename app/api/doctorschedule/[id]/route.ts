// GET /api/doctorschedule/{id} – a doctor's live slots from today (India) on, in the spec's shape
import { json, parseId, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/api/errors';
import { getPickerSchedule } from '@/lib/booking/picker-schedule';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const doctorId = parseId((await params).id);
  const schedule = doctorId ? await getPickerSchedule(await getDb(), doctorId) : null;
  if (!schedule) throw new NotFoundError('Doctor not found');
  // The picker's mode choice shows each fee (issue 47).
  const fees = schedule.fees ?? undefined;
  return json({ message: 'Success', data: [{ schedules: schedule.days, fees }] });
});
