import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { mayUse, type StaffArea } from './roles';
import {
  readSession,
  SECOND_FACTOR_MINUTES,
  STAFF_SESSION_HOURS,
  type StaffActor,
} from './sessions';

/**
 * The signed-in staff member of this request, for the console's pages and server actions. Every
 * page and action calls `requireStaff(area)` on the server: no session sends the browser to the
 * sign-in page, a role without the area gets 403 (Next's forbidden()).
 */

export const SESSION_COOKIE = 'staff_session';
export const SIGN_IN_PATH = '/staff/login';

export const getStaff = cache(async (): Promise<StaffActor | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return readSession(await getDb(), token);
});

export async function requireStaff(area: StaffArea): Promise<StaffActor> {
  const staff = await getStaff();
  if (!staff) redirect(SIGN_IN_PATH);
  if (!mayUse(staff.role, area)) forbidden();
  return staff;
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure on https, scoped to the console. */
export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.siteUrl.startsWith('https:'),
    path: '/staff',
    maxAge: STAFF_SESSION_HOURS * 3600,
  });
}

export async function currentSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).delete({ name: SESSION_COOKIE, path: '/staff' });
}

/** The cookie of a sign-in waiting for its second factor (5 minutes). */
export const PENDING_COOKIE = 'staff_pending';

export async function setPendingCookie(token: string): Promise<void> {
  (await cookies()).set(PENDING_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.siteUrl.startsWith('https:'),
    path: '/staff',
    maxAge: SECOND_FACTOR_MINUTES * 60,
  });
}

export async function pendingToken(): Promise<string | undefined> {
  return (await cookies()).get(PENDING_COOKIE)?.value;
}

export async function clearPendingCookie(): Promise<void> {
  (await cookies()).delete({ name: PENDING_COOKIE, path: '/staff' });
}
