import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { ePrescriptions } from '@/lib/db/schema';
import { normaliseCode } from './code';
import { linesOf } from './reads';
import type { ConsultationType } from './rules';
import type { PrescribedLineText } from './schema';

export type VerifiedPrescription = {
  code: string;
  doctorName: string;
  doctorQualifications: string;
  doctorRegistration: string;
  signedAt: Date;
  /** 'M. I.': enough for a pharmacist to match the person in front of her, nothing more. */
  patientInitials: string;
  mode: 'clinic' | 'video';
  consultationType: ConsultationType;
  items: ({ id: number; kind: 'medicine' | 'investigation' } & PrescribedLineText)[];
};

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0].toUpperCase()}.`)
    .join(' ');

/**
 * The public check of a printed e-prescription (/prescriptions/verify): the code as typed, or
 * null when no e-prescription has it. Says who signed it, when, the patient's initials and the
 * lines; not the diagnosis, the advice, the patient's name, age or contact.
 */
export async function verifyPrescription(
  db: Db,
  typed: string,
): Promise<VerifiedPrescription | null> {
  const code = normaliseCode(typed);
  if (!code) return null;
  const [row] = await db
    .select()
    .from(ePrescriptions)
    .where(eq(ePrescriptions.verificationCode, code));
  if (!row) return null;
  const lines = await linesOf(db, row.id);
  return {
    code,
    doctorName: row.doctorName,
    doctorQualifications: row.doctorQualifications,
    doctorRegistration: row.doctorRegistration,
    signedAt: row.signedAt,
    patientInitials: initialsOf(row.patientName),
    mode: row.mode,
    consultationType: row.consultationType,
    items: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      name: l.name,
      strength: l.strength,
      dose: l.dose,
      frequency: l.frequency,
      duration: l.duration,
      instructions: l.instructions,
    })),
  };
}
