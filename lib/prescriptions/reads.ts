import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { appointments, doctors, ePrescriptionItems, ePrescriptions } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { readSignature } from '@/lib/consult/signature';
import { verifyHref } from './code';

export type PrescriptionRow = typeof ePrescriptions.$inferSelect;
export type PrescriptionLine = typeof ePrescriptionItems.$inferSelect;

/** Everything the PDF prints: the signed facts, the lines, the booking and where to verify it. */
export type PrescriptionDocument = PrescriptionRow & {
  items: PrescriptionLine[];
  appointmentReference: string;
  verifyUrl: string;
  /** The doctor's signature image (PNG bytes), when one is on file. */
  signature: Uint8Array | null;
};

export async function linesOf(db: Db | Tx, prescriptionId: number): Promise<PrescriptionLine[]> {
  return db
    .select()
    .from(ePrescriptionItems)
    .where(eq(ePrescriptionItems.prescriptionId, prescriptionId))
    .orderBy(asc(ePrescriptionItems.position));
}

/** The e-prescription `id` as its PDF shows it, or null. */
export async function prescriptionDocument(
  db: Db | Tx,
  id: number,
): Promise<PrescriptionDocument | null> {
  const [row] = await db
    .select({
      prescription: ePrescriptions,
      reference: appointments.reference,
      signatureKey: doctors.signatureKey,
    })
    .from(ePrescriptions)
    .innerJoin(appointments, eq(appointments.id, ePrescriptions.appointmentId))
    .innerJoin(doctors, eq(doctors.id, ePrescriptions.doctorId))
    .where(eq(ePrescriptions.id, id));
  if (!row) return null;
  return {
    ...row.prescription,
    items: await linesOf(db, id),
    appointmentReference: row.reference,
    verifyUrl: `${env.siteUrl}${verifyHref(row.prescription.verificationCode)}`,
    // Demo doctors' signatures are drawn on request; uploaded ones are read from the store.
    signature: await readSignature(row.signatureKey),
  };
}

/** The e-prescription of an appointment (by its id), or null. */
export async function prescriptionOfAppointment(
  db: Db | Tx,
  appointmentId: number,
): Promise<PrescriptionRow | null> {
  const [row] = await db
    .select()
    .from(ePrescriptions)
    .where(eq(ePrescriptions.appointmentId, appointmentId));
  return row ?? null;
}

export type AccountPrescription = {
  reference: string;
  doctorName: string;
  hasMedicines: boolean;
  hasTests: boolean;
};

function summaries(db: Db, where: SQL) {
  return db
    .select({
      reference: appointments.reference,
      doctorName: ePrescriptions.doctorName,
      medicines: sql<number>`count(${ePrescriptionItems.medicineId})`.mapWith(Number),
      tests: sql<number>`count(${ePrescriptionItems.labTestId})`.mapWith(Number),
    })
    .from(ePrescriptions)
    .innerJoin(appointments, eq(appointments.id, ePrescriptions.appointmentId))
    .leftJoin(ePrescriptionItems, eq(ePrescriptionItems.prescriptionId, ePrescriptions.id))
    .where(where)
    .groupBy(appointments.reference, ePrescriptions.doctorName)
    .then((rows) =>
      rows.map((r): AccountPrescription => ({
        reference: r.reference,
        doctorName: r.doctorName,
        hasMedicines: r.medicines > 0,
        hasTests: r.tests > 0,
      })),
    );
}

/**
 * An account's e-prescriptions by the reference of their booking (the account timeline shows each
 * on its appointment): whether it has catalogue medicines and tests to order.
 */
export async function prescriptionsOfAccount(
  db: Db,
  accountId: number,
): Promise<Map<string, AccountPrescription>> {
  const rows = await summaries(db, eq(ePrescriptions.accountId, accountId));
  return new Map(rows.map((r) => [r.reference, r]));
}

/** The e-prescription of the booking `appointmentId` (the booking page), or null. */
export async function prescriptionSummary(
  db: Db,
  appointmentId: number,
): Promise<AccountPrescription | null> {
  const [row] = await summaries(db, eq(ePrescriptions.appointmentId, appointmentId));
  return row ?? null;
}

/** The file name of the PDF, in the e-mail and the downloads alike. */
export const prescriptionFileName = (reference: string) => `e-prescription-${reference}.pdf`;
