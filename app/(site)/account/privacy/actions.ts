'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { setOptionalConsent } from '@/lib/accounts/consent';
import {
  accountToken,
  ACCOUNT_SIGN_IN_PATH,
  clearAccountCookie,
  getAccount,
} from '@/lib/accounts/current';
import { eraseAccount } from '@/lib/accounts/privacy';
import { PRIVACY_PATH, ERASED_PATH } from '@/lib/accounts/privacy-paths';
import { endSession } from '@/lib/accounts/sessions';
import { ServiceError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import type { ActionState } from '@/lib/staff/action';

/** The server actions of /account/privacy (lib/accounts/consent.ts and privacy.ts). */

const SIGN_IN_AGAIN = `${ACCOUNT_SIGN_IN_PATH}?next=${encodeURIComponent(PRIVACY_PATH)}`;

/** One click: `purpose` switched on or off (the page binds both; the ledger checks them). */
export async function setConsent(purpose: string, granted: boolean): Promise<void> {
  const account = await getAccount();
  if (!account) redirect(SIGN_IN_AGAIN);
  await setOptionalConsent(await getDb(), account.id, purpose, granted);
  revalidatePath(PRIVACY_PATH);
}

/** Erases the account, ends this browser's session (the others ended with it) and leaves. */
export async function eraseMyAccount(_: ActionState, form: FormData): Promise<ActionState> {
  const account = await getAccount();
  if (!account) redirect(SIGN_IN_AGAIN);
  const confirmation = form instanceof FormData ? String(form.get('confirm') ?? '') : '';
  try {
    await eraseAccount(await getDb(), account, confirmation);
  } catch (error) {
    if (error instanceof ServiceError && error.status < 500) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
  await clearAccountCookie();
  redirect(ERASED_PATH);
}

/** A fresh sign-in for the erasure: this session ends, the sign-in page comes back here. */
export async function signInAgain(): Promise<void> {
  await endSession(await getDb(), await accountToken());
  await clearAccountCookie();
  redirect(SIGN_IN_AGAIN);
}
