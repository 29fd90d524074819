import 'server-only';
import type { Db } from '@/lib/db/open';
import { InvalidInputError } from '@/lib/api/errors';
import { findOwnPatient, listPatients } from '@/lib/accounts/family';
import type { AccountActor } from '@/lib/accounts/sessions';
import { MAX_ID } from '@/lib/validation/fields';

/**
 * Whose purchase a payment is (issue 46): the signed-in account, from the session only, and the
 * person it is for, from the browser's 'For whom' (`patient_id`), which must be one of that
 * account's own. Written on the payment row with the reservation (create-order.ts), then on the
 * appointment held (lib/booking/purchase.ts) or the order settled (lib/orders/store.ts), for every
 * purchase alike. A guest's purchase has no owner, exactly as before accounts: a `patient_id`
 * from a browser without a session (one whose session ended while the form was open) is ignored,
 * and the guest's record is claimed by the phone when it is verified (lib/accounts/claim.ts).
 */

export type Owner = { accountId: number; patientId: number | null };

export const PATIENT_ID_FIELD = 'patient_id';
export const FOR_WHOM_MESSAGES = {
  invalid: 'Choose who this is for',
  notYours: 'This person is not in your account. Choose who this is for again.',
} as const;

function asPatientId(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * The owner of a purchase by `account` for `patientId`: 400 on `patient_id` when it is not a
 * patient of the account; the holder when the browser names nobody; null for a guest.
 */
export async function checkoutOwner(
  db: Db,
  account: AccountActor | null,
  patientId: unknown,
): Promise<Owner | null> {
  if (!account) return null;
  const id = asPatientId(patientId);
  if (id === undefined)
    throw new InvalidInputError({ [PATIENT_ID_FIELD]: FOR_WHOM_MESSAGES.invalid });
  if (id === null) {
    const holder = (await listPatients(db, account.id)).find((p) => p.relationship === 'self');
    return { accountId: account.id, patientId: holder?.id ?? null };
  }
  const patient = await findOwnPatient(db, account.id, id);
  if (!patient) throw new InvalidInputError({ [PATIENT_ID_FIELD]: FOR_WHOM_MESSAGES.notYours });
  return { accountId: account.id, patientId: patient.id };
}
