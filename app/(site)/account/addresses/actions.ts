'use server';

import { addAddress, removeAddress, updateAddress } from '@/lib/accounts/addresses';
import { savedAddressSchema } from '@/lib/accounts/family-schema';
import { accountPageActions } from '@/lib/accounts/profile-actions';
import type { ActionState } from '@/lib/staff/action';

/** The server actions of /account/addresses (lib/accounts/addresses.ts). */

const page = accountPageActions('/account/addresses', 'This address is not in your account.');

export async function addSavedAddress(_: ActionState, form: FormData): Promise<ActionState> {
  return page.form('account.address.add', savedAddressSchema, form, async (db, a, input) => {
    await addAddress(db, a.id, input);
    return 'The address is saved.';
  });
}

export async function editSavedAddress(
  id: number,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return page.recordForm(
    id,
    'account.address.edit',
    savedAddressSchema,
    form,
    async (db, a, input) => {
      await updateAddress(db, a.id, id, input);
      return 'The address is saved.';
    },
  );
}

export async function removeSavedAddress(id: number): Promise<ActionState> {
  return page.record(id, 'account.address.remove', async (db, a) => {
    await removeAddress(db, a.id, id);
    return 'The address is removed.';
  });
}
