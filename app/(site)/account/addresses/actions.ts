'use server';

import { revalidatePath } from 'next/cache';
import { addAddress, removeAddress, updateAddress } from '@/lib/accounts/addresses';
import { savedAddressSchema } from '@/lib/accounts/family-schema';
import { accountAction, accountFormAction, isRecordId } from '@/lib/accounts/profile-actions';
import type { ActionState } from '@/lib/staff/action';

/** The server actions of /account/addresses (lib/accounts/addresses.ts). */

const PATH = '/account/addresses';
const NOT_YOURS = { ok: false, message: 'This address is not in your account.' } as const;

function done(state: Exclude<ActionState, null>) {
  if (state.ok) revalidatePath(PATH);
  return state;
}

export async function addSavedAddress(_: ActionState, form: FormData): Promise<ActionState> {
  return done(
    await accountFormAction(
      'account.address.add',
      savedAddressSchema,
      form,
      async (db, a, input) => {
        await addAddress(db, a.id, input);
        return 'The address is saved.';
      },
    ),
  );
}

export async function editSavedAddress(
  id: number,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  if (!isRecordId(id)) return NOT_YOURS;
  return done(
    await accountFormAction(
      'account.address.edit',
      savedAddressSchema,
      form,
      async (db, a, input) => {
        await updateAddress(db, a.id, id, input);
        return 'The address is saved.';
      },
    ),
  );
}

export async function removeSavedAddress(id: number): Promise<ActionState> {
  if (!isRecordId(id)) return NOT_YOURS;
  return done(
    await accountAction('account.address.remove', async (db, a) => {
      await removeAddress(db, a.id, id);
      return 'The address is removed.';
    }),
  );
}
