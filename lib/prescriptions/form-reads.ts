import 'server-only';
import type { Db } from '@/lib/db/open';
import { appointmentForDoctor, doctorOfStaff } from '@/lib/consult/workspace';
import type { StaffActor } from '@/lib/staff/sessions';
import { consultationTypeOf } from './consultation-type';
import {
  linesOf,
  prescriptionOfAppointment,
  type PrescriptionLine,
  type PrescriptionRow,
} from './reads';
import type { ConsultationType } from './rules';

export type PrescriptionFormView = {
  reference: string;
  mode: 'clinic' | 'video';
  status: string;
  slotDate: string;
  slotTime: string;
  patient: { name: string; age: number; gender: string };
  consultationType: ConsultationType;
  signed: (PrescriptionRow & { items: PrescriptionLine[] }) | null;
};

/**
 * What the prescription form shows the doctor: her own consultation `reference` (null for an
 * unknown one or another doctor's, alike), the consultation type the server decides, and the
 * signed e-prescription once there is one.
 */
export async function prescriptionFormView(
  db: Db,
  staff: StaffActor,
  reference: string,
): Promise<PrescriptionFormView | null> {
  const doctorId = doctorOfStaff(staff);
  const appointment = doctorId ? await appointmentForDoctor(db, doctorId, reference) : null;
  if (!appointment) return null;
  const signed = await prescriptionOfAppointment(db, appointment.id);
  return {
    reference: appointment.reference,
    mode: appointment.mode,
    status: appointment.status,
    slotDate: appointment.slotDate,
    slotTime: appointment.slotTime,
    patient: { name: appointment.patientName, age: appointment.age, gender: appointment.gender },
    consultationType: signed?.consultationType ?? (await consultationTypeOf(db, appointment)),
    signed: signed ? { ...signed, items: await linesOf(db, signed.id) } : null,
  };
}
