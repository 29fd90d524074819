import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { appointments } from '@/lib/db/schema';
import type { StaffActor } from '@/lib/staff/sessions';

/**
 * The doctor's workspace (issue 47): which doctor a console account acts for, and the one read
 * that every doctor-side page, the room and the e-prescription form start from. A doctor reaches
 * an appointment only through `appointmentForDoctor`, so another doctor's patient is never read.
 */

/**
 * The doctor record the signed-in staff member acts for, or null. Only a 'doctor' account is
 * linked to one (the schema requires the link exactly for that role); an admin is never a doctor
 * here, so an admin cannot join a call or prescribe as one.
 */
export function doctorOfStaff(
  staff: Pick<StaffActor, 'role' | 'doctorId'> | null | undefined,
): number | null {
  if (!staff || staff.role !== 'doctor') return null;
  return staff.doctorId ?? null;
}

export type DoctorAppointment = typeof appointments.$inferSelect;

/**
 * The appointment `reference` when it is `doctorId`'s, whatever its status or mode (callers decide
 * what a held, cancelled or in-clinic one allows), or null: unknown reference and another doctor's
 * appointment look the same.
 */
export async function appointmentForDoctor(
  db: Db | Tx,
  doctorId: number,
  reference: string,
): Promise<DoctorAppointment | null> {
  if (!reference || reference.length > 64) return null;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.reference, reference), eq(appointments.doctorId, doctorId)))
    .limit(1);
  return row ?? null;
}
