import 'server-only';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { appointments } from '@/lib/db/schema';
import { addDays } from '@/lib/time/india';
import { FOLLOW_UP_WITHIN_DAYS, type ConsultationType } from './rules';

type Visit = { id: number; doctorId: number; phone: string; slotDate: string };

/**
 * Whether `appointment` is a first consultation or a follow-up, decided from the records, never
 * chosen by the doctor: a follow-up when the same patient (the same phone) had a confirmed
 * appointment with the same doctor in the FOLLOW_UP_WITHIN_DAYS days before this one's date.
 */
export async function consultationTypeOf(
  db: Db | Tx,
  appointment: Visit,
): Promise<ConsultationType> {
  const [earlier] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, appointment.doctorId),
        eq(appointments.phone, appointment.phone),
        eq(appointments.status, 'confirmed'),
        ne(appointments.id, appointment.id),
        gte(appointments.slotDate, addDays(appointment.slotDate, -FOLLOW_UP_WITHIN_DAYS)),
        lt(appointments.slotDate, appointment.slotDate),
      ),
    )
    .limit(1);
  return earlier ? 'follow_up' : 'first';
}
