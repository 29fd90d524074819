import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { accountAddresses } from '@/lib/db/schema';
import { InvalidInputError, NotFoundError, ServiceError } from '@/lib/api/errors';
import { notServiceableMessage } from '@/lib/pharmacy/delivery-area';
import { findDeliveryArea } from '@/lib/pharmacy/delivery-area-reads';
import { FAMILY_MESSAGES, MAX_ADDRESSES, type SavedAddressInput } from './family-schema';
import { lockAccount } from './family';

/**
 * An account's saved addresses (issue 46), at most MAX_ADDRESSES, each inside the delivery area
 * when saved: the pharmacy checkout refuses an address outside it with the same words
 * (notServiceableMessage), so a saved address never leads a patient to a refusal at payment.
 * A pincode dropped from the area later still refuses at checkout, which reads the area itself.
 */

export type SavedAddress = { id: number; label: string; address: string; pincode: string };

/** 409 `addresses_full`: the account has MAX_ADDRESSES saved already. */
export class AddressesFullError extends ServiceError {
  constructor() {
    super(409, FAMILY_MESSAGES.addressesFull, 'addresses_full');
  }
}

const addressColumns = {
  id: accountAddresses.id,
  label: accountAddresses.label,
  address: accountAddresses.address,
  pincode: accountAddresses.pincode,
};

export async function listAddresses(db: Db, accountId: number): Promise<SavedAddress[]> {
  return db
    .select(addressColumns)
    .from(accountAddresses)
    .where(eq(accountAddresses.accountId, accountId))
    .orderBy(asc(accountAddresses.id));
}

/** The pincode inside the delivery area, else 400 on the pincode with the checkout's words. */
async function refuseOutsideArea(db: Db, pincode: string): Promise<void> {
  if (!(await findDeliveryArea(db, pincode))) {
    throw new InvalidInputError({ pincode: notServiceableMessage(pincode) });
  }
}

/** Saves an address, counted under the account's lock like the family. */
export async function addAddress(
  db: Db,
  accountId: number,
  input: SavedAddressInput,
  now = new Date(),
): Promise<SavedAddress> {
  await refuseOutsideArea(db, input.pincode);
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const [{ saved }] = await tx
      .select({ saved: count() })
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, accountId));
    if (saved >= MAX_ADDRESSES) throw new AddressesFullError();
    const [row] = await tx
      .insert(accountAddresses)
      .values({ accountId, ...input, createdAt: now })
      .returning(addressColumns);
    return row;
  });
}

export async function updateAddress(
  db: Db,
  accountId: number,
  addressId: number,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  await refuseOutsideArea(db, input.pincode);
  const [row] = await db
    .update(accountAddresses)
    .set(input)
    .where(and(eq(accountAddresses.id, addressId), eq(accountAddresses.accountId, accountId)))
    .returning(addressColumns);
  if (!row) throw new NotFoundError('This address is not in your account.');
  return row;
}

export async function removeAddress(db: Db, accountId: number, addressId: number): Promise<void> {
  const removed = await db
    .delete(accountAddresses)
    .where(and(eq(accountAddresses.id, addressId), eq(accountAddresses.accountId, accountId)))
    .returning({ id: accountAddresses.id });
  if (removed.length === 0) throw new NotFoundError('This address is not in your account.');
}
