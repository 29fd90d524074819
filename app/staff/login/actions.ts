'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/security/rate-limit';
import { formFields, FIX_FIELDS, type ActionState } from '@/lib/staff/action';
import { completeSignIn, signIn, SIGN_IN_MESSAGES } from '@/lib/staff/auth';
import {
  clearPendingCookie,
  currentSessionToken,
  pendingToken,
  setPendingCookie,
  setSessionCookie,
} from '@/lib/staff/current';
import { unlessDatabaseDown } from '@/lib/staff/server-action';
import { endSession } from '@/lib/staff/sessions';
import { codeSchema, signInSchema } from '@/lib/staff/sign-in-schema';
import { validateBody } from '@/lib/validation/validate';

/**
 * Signs a staff member in: a new session (the old one ended), then the console; an account with
 * a second factor first gets a pending sign-in and the code form.
 */
export async function signInAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  return unlessDatabaseDown('staff.signIn', () => signInStep(form));
}

async function signInStep(form: FormData): Promise<ActionState> {
  const parsed = await validateBody(signInSchema, formFields(form));
  if (!parsed.ok) return { ok: false, message: FIX_FIELDS, errors: parsed.errors };
  const result = await signIn(await getDb(), {
    email: parsed.value.email,
    password: parsed.value.password,
    clientKey: clientKey(await headers()),
    previousToken: await currentSessionToken(),
    // The seeded demo accounts work only in the demo (the quick start's test mode).
    demoAccountsAllowed: env.paymentTestMode,
  });
  if ('secondFactor' in result) {
    await setPendingCookie(result.token);
    redirect('/staff/login');
  }
  if (!result.ok) return { ok: false, message: result.message };
  await setSessionCookie(result.token);
  redirect('/staff');
}

/** The second step: the authenticator app's code for the pending sign-in. */
export async function signInCodeAction(
  _previous: ActionState,
  form: FormData,
): Promise<ActionState> {
  return unlessDatabaseDown('staff.signInCode', () => signInCodeStep(form));
}

async function signInCodeStep(form: FormData): Promise<ActionState> {
  const parsed = await validateBody(codeSchema, formFields(form));
  if (!parsed.ok) return { ok: false, message: FIX_FIELDS, errors: parsed.errors };
  const token = await pendingToken();
  const result = await completeSignIn(await getDb(), {
    pendingToken: token,
    code: parsed.value.code,
    clientKey: clientKey(await headers()),
  });
  if (!result.ok) {
    if (result.message === SIGN_IN_MESSAGES.codeExpired) {
      await clearPendingCookie();
      redirect('/staff/login');
    }
    return { ok: false, message: result.message };
  }
  await clearPendingCookie();
  await setSessionCookie(result.token);
  redirect('/staff');
}

/** Gives up a pending sign-in and goes back to the e-mail and password. */
export async function cancelSignInAction(): Promise<void> {
  // With the database out of reach the pending sign-in lapses by itself; the cookie goes now.
  await unlessDatabaseDown('staff.cancelSignIn', async () =>
    endSession(await getDb(), await pendingToken()),
  );
  await clearPendingCookie();
  redirect('/staff/login');
}
