'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/security/rate-limit';
import { formFields, FIX_FIELDS, type ActionState } from '@/lib/staff/action';
import { signIn } from '@/lib/staff/auth';
import { currentSessionToken, setSessionCookie } from '@/lib/staff/current';
import { signInSchema } from '@/lib/staff/sign-in-schema';
import { validateBody } from '@/lib/validation/validate';

/** Signs a staff member in: a new session (the old one ended), then the console. */
export async function signInAction(_previous: ActionState, form: FormData): Promise<ActionState> {
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
  if (!result.ok) return { ok: false, message: result.message };
  await setSessionCookie(result.token);
  redirect('/staff');
}
