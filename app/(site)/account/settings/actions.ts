'use server';

import { redirect } from 'next/navigation';
import { getAccount, ACCOUNT_SIGN_IN_PATH } from '@/lib/accounts/current';
import { askEmailChange, type SignInState } from '@/lib/accounts/forms';
import {
  signOut as endThisSession,
  signOutEverywhere as endEverySession,
} from '@/lib/accounts/settings';
import { getDb } from '@/lib/db';

/** The server actions of /account/settings (lib/accounts/settings.ts and forms.ts). */

const SIGNED_OUT = `${ACCOUNT_SIGN_IN_PATH}?next=/account/settings`;

export async function changeEmail(_: SignInState, form: FormData): Promise<SignInState> {
  const account = await getAccount();
  if (!account) redirect(SIGNED_OUT);
  return askEmailChange(account.id, form);
}

export async function signOut(): Promise<void> {
  await endThisSession(await getDb());
  redirect(ACCOUNT_SIGN_IN_PATH);
}

export async function signOutEverywhere(): Promise<void> {
  await endEverySession(await getDb());
  redirect(ACCOUNT_SIGN_IN_PATH);
}
