import 'server-only';
import { RequestCookies } from '@edge-runtime/cookies';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGNED_IN_HINT } from './signed-in-hint';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { readSession, SESSION_DAYS, type AccountActor } from './sessions';

/**
 * The signed-in patient of this request, for the account pages, their server actions and the
 * account API (issue 46). Only pages under /account and the no-store `/api/account/me` read it:
 * public content pages never do, so they stay cached for signed-in visitors.
 */

export const ACCOUNT_COOKIE = 'patient_session';
/** Set and cleared with the session's cookie (./signed-in-hint.ts says why). */
export { SIGNED_IN_HINT };
export const ACCOUNT_SIGN_IN_PATH = '/account/sign-in';

export const getAccount = cache(async (): Promise<AccountActor | null> => {
  const token = (await cookies()).get(ACCOUNT_COOKIE)?.value;
  return readSession(await getDb(), token);
});

/**
 * The signed-in patient of a route handler's request, read from the request itself (the route
 * runs the same inside Next and under the API's contract tests).
 */
export async function accountOfRequest(request: Request): Promise<AccountActor | null> {
  const token = new RequestCookies(request.headers).get(ACCOUNT_COOKIE)?.value;
  return readSession(await getDb(), token);
}

/** The signed-in patient, or a redirect to sign-in (which comes back to `next`). */
export async function requireAccount(next = '/account'): Promise<AccountActor> {
  const account = await getAccount();
  if (!account) redirect(`${ACCOUNT_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
  return account;
}

export async function setAccountCookie(token: string): Promise<void> {
  const jar = await cookies();
  const common = {
    sameSite: 'lax',
    secure: env.siteUrl.startsWith('https:'),
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  } as const;
  jar.set(ACCOUNT_COOKIE, token, { ...common, httpOnly: true });
  jar.set(SIGNED_IN_HINT, '1', { ...common, httpOnly: false });
}

export async function accountToken(): Promise<string | undefined> {
  return (await cookies()).get(ACCOUNT_COOKIE)?.value;
}

export async function clearAccountCookie(): Promise<void> {
  const jar = await cookies();
  jar.delete({ name: ACCOUNT_COOKIE, path: '/' });
  jar.delete({ name: SIGNED_IN_HINT, path: '/' });
}
