import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { InvalidInputError, isUniqueViolation, ServiceError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { doctors, ePrescriptionItems, ePrescriptions, labTests, medicines } from '@/lib/db/schema';
import { appointmentForDoctor, doctorOfStaff } from '@/lib/consult/workspace';
import type { StaffActor } from '@/lib/staff/sessions';
import { validateBody, type FieldErrors } from '@/lib/validation/validate';
import { codeFrom } from './code';
import { consultationTypeOf } from './consultation-type';
import { deliverPrescription } from './deliver';
import { FREE_TEXT_LIST, listRefusal, type ConsultationType, type TelemedicineList } from './rules';
import { prescriptionSchema, type PrescriptionItemInput } from './schema';

export const SIGN_MESSAGES = {
  notYours: 'Only the doctor of this consultation can write its e-prescription.',
  notConfirmed: 'An e-prescription can be written only for a confirmed consultation.',
  alreadySigned: 'This consultation already has a signed e-prescription.',
  noRegistration:
    'Your medical council registration number is not on file; ask the console administrator to add it before you prescribe.',
  refusedLines: 'Some lines cannot be prescribed in this consultation; see each line.',
} as const;

/** Who signs: the staff member of the session (never a field of the form). */
export type Signer = Pick<StaffActor, 'role' | 'doctorId'>;

export type Signed = { id: number; verificationCode: string; consultationType: ConsultationType };

type ResolvedLine = typeof ePrescriptionItems.$inferInsert;

/**
 * The lines as they will be stored: catalogue names and lists read from the catalogues (a line
 * naming an unknown id is refused), each medicine judged by ./rules.ts for this consultation.
 * Throws the refusals, one per line.
 */
async function resolveLines(
  tx: Tx,
  items: PrescriptionItemInput[],
  mode: 'clinic' | 'video',
  type: ConsultationType,
): Promise<Omit<ResolvedLine, 'prescriptionId'>[]> {
  const ids = (kind: string) =>
    items.filter((i) => i.kind === kind && i.catalogueId !== undefined).map((i) => i.catalogueId!);
  const medicineIds = ids('medicine');
  const testIds = ids('investigation');
  const freeNames = items
    .filter((i) => i.kind === 'medicine' && i.catalogueId === undefined)
    .map((i) => i.name.toLowerCase());
  const byId = new Map<number, { name: string; list: TelemedicineList }>();
  const byName = new Map<string, TelemedicineList>();
  if (medicineIds.length > 0 || freeNames.length > 0) {
    const rows = await tx
      .select({ id: medicines.id, name: medicines.name, list: medicines.telemedicineList })
      .from(medicines)
      .where(
        or(inArray(medicines.id, medicineIds), inArray(sql`lower(${medicines.name})`, freeNames)),
      );
    for (const row of rows) {
      byId.set(row.id, row);
      byName.set(row.name.toLowerCase(), row.list);
    }
  }
  const tests = new Map(
    testIds.length
      ? (
          await tx
            .select({ id: labTests.id, name: labTests.name })
            .from(labTests)
            .where(inArray(labTests.id, testIds))
        ).map((t) => [t.id, t.name])
      : [],
  );
  const errors: FieldErrors = {};
  const lines = items.map((item, index) => {
    const at = `items[${index}]`;
    const facts = {
      position: index + 1,
      kind: item.kind as 'medicine' | 'investigation',
      strength: item.strength,
      dose: item.kind === 'medicine' ? item.dose : '',
      frequency: item.kind === 'medicine' ? item.frequency : '',
      duration: item.kind === 'medicine' ? item.duration : '',
      instructions: item.instructions,
    };
    if (item.kind === 'investigation') {
      if (item.catalogueId === undefined) return { ...facts, name: item.name };
      const name = tests.get(item.catalogueId);
      if (!name) errors[`${at}.catalogueId`] = 'This test is not in the lab catalogue.';
      return { ...facts, labTestId: item.catalogueId, name: name ?? '' };
    }
    let list: TelemedicineList;
    let name = item.name;
    if (item.catalogueId !== undefined) {
      const medicine = byId.get(item.catalogueId);
      if (!medicine) {
        errors[`${at}.catalogueId`] = 'This medicine is not in the pharmacy catalogue.';
        return { ...facts, name };
      }
      ({ name, list } = medicine);
    } else {
      list = byName.get(name.toLowerCase()) ?? FREE_TEXT_LIST;
    }
    const refusal = listRefusal(list, mode, type);
    if (refusal) errors[`${at}.name`] = refusal;
    return { ...facts, medicineId: item.catalogueId, name };
  });
  if (Object.keys(errors).length > 0)
    throw new InvalidInputError(errors, SIGN_MESSAGES.refusedLines);
  return lines;
}

/**
 * Signs the e-prescription of the consultation `reference`, in one transaction: only the
 * appointment's own doctor (the signer's linked doctor record), only a confirmed appointment,
 * once per appointment; the consultation type decided from the records; the doctor's and the
 * patient's facts copied so the document never changes; catalogue lines named from the
 * catalogues; a random verification code; the PDF mailed and the verification link texted
 * through the outbox in the same transaction.
 */
export async function signPrescription(
  db: Db,
  signer: Signer,
  reference: string,
  body: unknown,
  now = new Date(),
): Promise<Signed> {
  const parsed = await validateBody(prescriptionSchema, body);
  if (!parsed.ok) throw new InvalidInputError(parsed.errors);
  const input = parsed.value;
  try {
    return await db.transaction(async (tx) => {
      const doctorId = doctorOfStaff(signer);
      // Unknown and another doctor's consultation are refused alike.
      const appointment = doctorId ? await appointmentForDoctor(tx, doctorId, reference) : null;
      if (!appointment) {
        throw new ServiceError(403, SIGN_MESSAGES.notYours, 'not_your_consultation');
      }
      if (appointment.status !== 'confirmed') {
        throw new ServiceError(422, SIGN_MESSAGES.notConfirmed, 'not_confirmed');
      }
      const [existing] = await tx
        .select({ id: ePrescriptions.id })
        .from(ePrescriptions)
        .where(eq(ePrescriptions.appointmentId, appointment.id));
      if (existing) throw new ServiceError(409, SIGN_MESSAGES.alreadySigned, 'already_signed');
      const [doctor] = await tx.select().from(doctors).where(eq(doctors.id, appointment.doctorId));
      if (!doctor.registrationNumber.trim()) {
        throw new ServiceError(422, SIGN_MESSAGES.noRegistration, 'no_registration');
      }
      const type = await consultationTypeOf(tx, appointment);
      const lines = await resolveLines(tx, input.items, appointment.mode, type);
      const verificationCode = codeFrom(randomBytes(16));
      const [row] = await tx
        .insert(ePrescriptions)
        .values({
          verificationCode,
          appointmentId: appointment.id,
          doctorId: doctor.id,
          doctorName: doctor.name,
          doctorQualifications: doctor.qualifications.map((q) => q.degree).join(', '),
          doctorRegistration: doctor.registrationNumber,
          patientName: appointment.patientName,
          patientAge: appointment.age,
          patientGender: appointment.gender,
          mode: appointment.mode,
          consultationType: type,
          diagnosis: input.diagnosis,
          advice: input.advice,
          followUpDate: input.followUpDate || null,
          signedAt: now,
          accountId: appointment.accountId,
          patientId: appointment.patientId,
        })
        .returning({ id: ePrescriptions.id });
      if (lines.length > 0) {
        await tx
          .insert(ePrescriptionItems)
          .values(lines.map((l) => ({ ...l, prescriptionId: row.id })));
      }
      await deliverPrescription(tx, row.id, {
        email: appointment.email,
        phone: appointment.phone,
        appointmentId: appointment.id,
      });
      return { id: row.id, verificationCode, consultationType: type };
    });
  } catch (error) {
    // Two tabs signing at once: the unique index on the appointment decides.
    if (isUniqueViolation(error)) {
      throw new ServiceError(409, SIGN_MESSAGES.alreadySigned, 'already_signed');
    }
    throw error;
  }
}
