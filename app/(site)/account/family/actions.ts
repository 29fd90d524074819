'use server';

import {
  addFamilyMember,
  removeFamilyMember,
  updateFamilyMember,
  updateHolderProfile,
} from '@/lib/accounts/family';
import { familyMemberSchema, holderProfileSchema } from '@/lib/accounts/family-schema';
import { accountPageActions } from '@/lib/accounts/profile-actions';
import type { ActionState } from '@/lib/staff/action';

/** The server actions of /account/family (lib/accounts/family.ts). */

const page = accountPageActions('/account/family', 'This family member is not in your account.');

export async function saveProfile(_: ActionState, form: FormData): Promise<ActionState> {
  return page.form('account.profile', holderProfileSchema, form, async (db, a, input) => {
    await updateHolderProfile(db, a.id, input);
    return 'Your details are saved.';
  });
}

export async function addMember(_: ActionState, form: FormData): Promise<ActionState> {
  return page.form('account.family.add', familyMemberSchema, form, async (db, a, input) => {
    const added = await addFamilyMember(db, a.id, input);
    return `${added.name} is added to your family.`;
  });
}

export async function editMember(id: number, _: ActionState, form: FormData): Promise<ActionState> {
  return page.recordForm(
    id,
    'account.family.edit',
    familyMemberSchema,
    form,
    async (db, a, input) => {
      const saved = await updateFamilyMember(db, a.id, id, input);
      return `${saved.name}'s details are saved.`;
    },
  );
}

export async function removeMember(id: number): Promise<ActionState> {
  return page.record(id, 'account.family.remove', async (db, a) => {
    await removeFamilyMember(db, a.id, id);
    return 'Removed from your family. Their past bookings and orders stay in your timeline.';
  });
}
