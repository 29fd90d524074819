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
  const token = await currentSessionToken();
  if (!token) return null;
  return readSession(await getDb(), token);
});

/**
 * Any signed-in member, whatever the role: the console's frame (its layout), around pages that
 * each check their own area. A doctor's account (issue 47) has no dashboard, only her workspace.
 */
export async function requireSignedIn(): Promise<StaffActor> {
  const staff = await getStaff();
  if (!staff) redirect(SIGN_IN_PATH);
  return staff;
}

export async function requireStaff(area: StaffArea): Promise<StaffActor> {
  const staff = await getStaff();
  if (!staff) redirect(SIGN_IN_PATH);
  if (!mayUse(staff.role, area)) forbidden();
  return staff;
}

/**
 * One of the console's cookies, `name`, kept for `maxAge` seconds: HttpOnly, SameSite=Lax,
 * Secure on https, scoped to the console. Set, read and cleared here only.
 */
function consoleCookie(name: string, maxAge: number) {
  return {
    async set(token: string): Promise<void> {
      (await cookies()).set(name, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: env.siteUrl.startsWith('https:'),
        path: '/staff',
        maxAge,
      });
    },
    async read(): Promise<string | undefined> {
      return (await cookies()).get(name)?.value;
    },
    async clear(): Promise<void> {
      (await cookies()).delete({ name, path: '/staff' });
    },
  };
}

/** The session cookie, for the session's hours. */
const sessionCookie = consoleCookie(SESSION_COOKIE, STAFF_SESSION_HOURS * 3600);
export const setSessionCookie = sessionCookie.set;
export const currentSessionToken = sessionCookie.read;
export const clearSessionCookie = sessionCookie.clear;

/** The cookie of a sign-in waiting for its second factor (5 minutes). */
export const PENDING_COOKIE = 'staff_pending';

const pendingCookie = consoleCookie(PENDING_COOKIE, SECOND_FACTOR_MINUTES * 60);
export const setPendingCookie = pendingCookie.set;
export const pendingToken = pendingCookie.read;
export const clearPendingCookie = pendingCookie.clear;
