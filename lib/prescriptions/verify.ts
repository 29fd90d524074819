import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { ePrescriptions } from '@/lib/db/schema';
import { getLimit } from '@/lib/security/limits';
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

/** What the verification page answers a code typed from one client address. */
export type VerifyAnswer =
  | { state: 'found'; prescription: VerifiedPrescription }
  | { state: 'unknown' }
  | { state: 'limited'; retryAfterSeconds: number };

/**
 * `verifyPrescription` with the client's wrong codes counted (`wrongPrescriptionCode`, per
 * address): a guess is spent before the look-up, so codes sent all at once are bounded too, and
 * given back when the code was right or could not be judged (the database is down). Once the
 * address's guesses are spent every code is refused, right ones included: answering those would
 * tell right codes from wrong ones. A text that cannot be a code costs nothing: it is not looked up.
 */
export async function checkPrescriptionCode(
  db: Db,
  typed: string,
  client: string,
): Promise<VerifyAnswer> {
  if (!normaliseCode(typed)) return { state: 'unknown' };
  const guesses = getLimit('wrongPrescriptionCode');
  const spent = await guesses.consume(client);
  if (!spent.allowed) return { state: 'limited', retryAfterSeconds: spent.retryAfterSeconds };
  let prescription: VerifiedPrescription | null;
  try {
    prescription = await verifyPrescription(db, typed);
  } catch (error) {
    await guesses.reward(client);
    throw error;
  }
  if (!prescription) return { state: 'unknown' };
  await guesses.reward(client);
  return { state: 'found', prescription };
}
