import 'server-only';
import { headers } from 'next/headers';
import { getDb } from '@/lib/db';
import { clientKey } from '@/lib/security/rate-limit';
import { formFields, formStep } from '@/lib/self-service/guard';
import type { ActionState } from '@/lib/staff/action';
import { validateBody } from '@/lib/validation/validate';
import { changeEmail, sendSignInLink, signInWithLink, verifyEmail } from './email-link';
import { SETTINGS_MESSAGES, SIGN_IN_MESSAGES as M } from './messages';
import { safeNextPath } from './next-path';
import { setAccountCookie } from './current';
import {
  checkSignInCode,
  rewardCodeTry,
  sendSignInCode,
  spendCodeRequest,
  spendCodeTry,
} from './sign-in';
import { codeSchema, emailSchema, linkSchema, phoneSchema, signUpSchema } from './sign-in-schema';

/**
 * The server side of the account forms (app/(site)/account/*), as lib/self-service/guard.ts is
 * for the self-service pages: each step spends its limits before the form is validated, answers
 * a form state (a refusal, an exhausted limit or an unreachable database is its message), and a
 * sign-in sets the session's cookie and answers where to go as `location` (the action redirects).
 */

/** A sign-in form's state: `signUp` when a right code belongs to a number without an account. */
export type SignInState = (Exclude<ActionState, null> & { signUp?: boolean }) | null;

const client = async () => clientKey(await headers());

/** Step 1: the number; the same answer whether or not it has an account. */
export async function askSignInCode(form: FormData): Promise<SignInState> {
  const fields = formFields(form, ['phone']);
  const who = await client();
  return formStep('account.code', async () => {
    await spendCodeRequest('sms', { recipient: fields.phone, client: who }, 'phone');
    const parsed = await validateBody(phoneSchema, fields);
    if (!parsed.ok) return { ok: false, message: M.fix, errors: parsed.errors };
    await sendSignInCode(await getDb(), parsed.value.phone);
    return { ok: true, message: M.codeSent };
  });
}

/**
 * Step 2: the code, and for a first-time number (`signUp` set by the form) the notice accepted
 * and a name. A right code signs in and answers `location` (`next` when it is a path of this
 * site); for a number without an account and without the sign-up fields it answers `signUp`.
 */
export async function enterSignInCode(form: FormData): Promise<SignInState> {
  const names = [
    'phone',
    'code',
    'signUp',
    'notice',
    'name',
    'healthTipsEmail',
    'whatsappReminders',
    'next',
  ];
  const fields = formFields(form, names);
  const who = await client();
  return formStep('account.verify', async () => {
    await spendCodeTry(who, fields.phone);
    const signingUp = fields.signUp === '1';
    const parsed = signingUp
      ? await validateBody(signUpSchema, fields)
      : await validateBody(codeSchema, fields);
    if (!parsed.ok) return { ok: false, message: M.fix, errors: parsed.errors };
    const { phone, code } = parsed.value;
    const outcome = await checkSignInCode(await getDb(), {
      phone,
      code,
      signUp: signingUp ? (parsed.value as typeof parsed.value & SignUpFields) : undefined,
    });
    await rewardCodeTry(who);
    if (outcome.kind === 'needs-sign-up') return { ok: true, message: M.newAccount, signUp: true };
    await setAccountCookie(outcome.token);
    return { ok: true, message: M.signedIn, location: safeNextPath(fields.next) };
  });
}

type SignUpFields = { name: string; healthTipsEmail: boolean; whatsappReminders: boolean };

/** A sign-in link asked for by e-mail address; the same answer whether or not it is known. */
export async function askSignInLink(form: FormData): Promise<SignInState> {
  const fields = formFields(form, ['email']);
  const who = await client();
  return formStep('account.link', async () => {
    await spendCodeRequest('email', { recipient: fields.email, client: who }, 'email');
    const parsed = await validateBody(emailSchema, fields);
    if (!parsed.ok) return { ok: false, message: M.fix, errors: parsed.errors };
    await sendSignInLink(await getDb(), parsed.value.email);
    return { ok: true, message: M.linkSent };
  });
}

/** A sign-in link opened: its token (from the address's fragment) signs in, once. */
export async function enterSignInLink(form: FormData): Promise<SignInState> {
  const fields = formFields(form, ['token']);
  const who = await client();
  return formStep('account.link.use', async () => {
    await spendCodeTry(who);
    const parsed = await validateBody(linkSchema, fields);
    if (!parsed.ok) return { ok: false, message: M.badLink, errors: parsed.errors };
    const { token } = await signInWithLink(await getDb(), parsed.value.token);
    await rewardCodeTry(who);
    await setAccountCookie(token);
    return { ok: true, message: M.signedIn, location: '/account' };
  });
}

/** Settings: a new e-mail address, to be verified by the link sent to it. */
export async function askEmailChange(accountId: number, form: FormData): Promise<SignInState> {
  const fields = formFields(form, ['email']);
  return formStep('account.email', async () => {
    const parsed = await validateBody(emailSchema, fields);
    if (!parsed.ok) return { ok: false, message: M.fix, errors: parsed.errors };
    await changeEmail(await getDb(), accountId, parsed.value.email);
    return { ok: true, message: SETTINGS_MESSAGES.verifySent };
  });
}

/** A verification link opened (signed in or not: the link alone proves the mailbox). */
export async function enterVerifyLink(form: FormData): Promise<SignInState> {
  const fields = formFields(form, ['token']);
  const who = await client();
  return formStep('account.email.verify', async () => {
    await spendCodeTry(who);
    const parsed = await validateBody(linkSchema, fields);
    if (!parsed.ok) return { ok: false, message: SETTINGS_MESSAGES.badVerifyLink };
    await verifyEmail(await getDb(), parsed.value.token);
    await rewardCodeTry(who);
    return { ok: true, message: SETTINGS_MESSAGES.emailVerified };
  });
}
