import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import {
  appointments,
  ePrescriptionItems,
  ePrescriptions,
  orderEPrescriptions,
} from '@/lib/db/schema';
import type { Owner } from '@/lib/checkout/owner';
import { normaliseCode } from './code';
import { E_PRESCRIPTION_ORDER_DAYS } from './rules';

export const E_PRESCRIPTION_FIELD = 'e_prescription';

export const ORDER_E_PRESCRIPTION_MESSAGES = {
  unknown: 'This e-prescription could not be found. Order from your account or the booking page.',
  tooOld: `This e-prescription is more than ${E_PRESCRIPTION_ORDER_DAYS} days old; please consult the doctor again.`,
  notYours: 'This e-prescription is not for this account or phone number.',
} as const;

/** An e-prescription a pharmacy checkout carries, as its stored cart keeps it. */
export type CartEPrescription = {
  id: number;
  /** The medicines it prescribes from the catalogue. */
  medicineIds: number[];
};

/**
 * The e-prescription a pharmacy checkout names (by its verification code): it must exist and be
 * at most E_PRESCRIPTION_ORDER_DAYS old. Answers its catalogue medicines, which stand in for an
 * upload for those medicines of the cart.
 */
export async function cartEPrescription(
  db: Db | Tx,
  typed: string,
  now: Date,
): Promise<CartEPrescription> {
  const code = normaliseCode(typed);
  const [row] = code
    ? await db
        .select({ id: ePrescriptions.id, signedAt: ePrescriptions.signedAt })
        .from(ePrescriptions)
        .where(eq(ePrescriptions.verificationCode, code))
    : [];
  if (!row)
    throw new InvalidInputError({ [E_PRESCRIPTION_FIELD]: ORDER_E_PRESCRIPTION_MESSAGES.unknown });
  if (now.getTime() - row.signedAt.getTime() > E_PRESCRIPTION_ORDER_DAYS * 86_400_000) {
    throw new InvalidInputError({ [E_PRESCRIPTION_FIELD]: ORDER_E_PRESCRIPTION_MESSAGES.tooOld });
  }
  const lines = await db
    .select({ medicineId: ePrescriptionItems.medicineId })
    .from(ePrescriptionItems)
    .where(
      and(eq(ePrescriptionItems.prescriptionId, row.id), isNotNull(ePrescriptionItems.medicineId)),
    );
  return { id: row.id, medicineIds: lines.map((l) => l.medicineId!) };
}

/**
 * Whether the buyer may use the e-prescription: it is the signed-in account's (its booking was
 * made or claimed by the account), or, for a guest, the order is for the phone the consultation
 * was booked with (the phone the booking's one-time code goes to).
 */
export async function checkEPrescriptionBuyer(
  tx: Tx,
  prescriptionId: number,
  owner: Owner | null,
  buyerPhone: string,
): Promise<void> {
  const [row] = await tx
    .select({ accountId: ePrescriptions.accountId, phone: appointments.phone })
    .from(ePrescriptions)
    .innerJoin(appointments, eq(appointments.id, ePrescriptions.appointmentId))
    .where(eq(ePrescriptions.id, prescriptionId));
  const mine =
    row &&
    (owner
      ? row.accountId === owner.accountId || row.phone === buyerPhone
      : row.phone === buyerPhone);
  if (!mine) {
    throw new InvalidInputError({ [E_PRESCRIPTION_FIELD]: ORDER_E_PRESCRIPTION_MESSAGES.notYours });
  }
}

/** Records that the order was placed from the e-prescription (in the settle's transaction). */
export async function attachEPrescription(
  tx: Tx,
  orderId: number,
  prescriptionId: number,
): Promise<void> {
  await tx.insert(orderEPrescriptions).values({ orderId, prescriptionId }).onConflictDoNothing();
}

/** The e-prescription an order was placed from, as the pharmacist's order page shows it. */
export async function ePrescriptionOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: ePrescriptions.id,
      doctorName: ePrescriptions.doctorName,
      doctorRegistration: ePrescriptions.doctorRegistration,
      signedAt: ePrescriptions.signedAt,
      verificationCode: ePrescriptions.verificationCode,
    })
    .from(orderEPrescriptions)
    .innerJoin(ePrescriptions, eq(ePrescriptions.id, orderEPrescriptions.prescriptionId))
    .where(eq(orderEPrescriptions.orderId, orderId));
  return row ?? null;
}
