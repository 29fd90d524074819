'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { clearSessionCookie, currentSessionToken, SIGN_IN_PATH } from '@/lib/staff/current';
import { unlessDatabaseDown } from '@/lib/staff/server-action';
import { endSession } from '@/lib/staff/sessions';

/** Ends this browser's session (the row and the cookie) and returns to the sign-in page. */
export async function signOutAction(): Promise<void> {
  // With the database out of reach the session row lapses by itself; the cookie goes now.
  await unlessDatabaseDown('staff.signOut', async () =>
    endSession(await getDb(), await currentSessionToken()),
  );
  await clearSessionCookie();
  redirect(SIGN_IN_PATH);
}
