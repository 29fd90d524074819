import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { accountPatients, accounts } from '@/lib/db/schema';
import { accountToken, clearAccountCookie, getAccount } from './current';
import { endAllSessions, endSession, openSessionCount } from './sessions';

/** The settings page's reads and its sign-out steps (app/(site)/account/settings). */

export type AccountSettings = {
  name: string;
  phone: string;
  email: string;
  emailVerified: boolean;
  browsers: number;
};

export async function getAccountSettings(
  db: Db,
  accountId: number,
): Promise<AccountSettings | null> {
  const [row] = await db
    .select({ phone: accounts.phone, email: accounts.email, verifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  return {
    name: await holderName(db, accountId),
    phone: row.phone,
    email: row.email,
    emailVerified: row.verifiedAt !== null,
    browsers: await openSessionCount(db, accountId),
  };
}

/** The holder's name (relationship 'self'), for the settings page and `/api/account/me`. */
export async function holderName(db: Db, accountId: number): Promise<string> {
  const [holder] = await db
    .select({ name: accountPatients.name })
    .from(accountPatients)
    .where(and(eq(accountPatients.accountId, accountId), eq(accountPatients.relationship, 'self')))
    .limit(1);
  return holder?.name ?? '';
}

/** 'Sign out': this browser's session ends on the server and its cookies go. */
export async function signOut(db: Db): Promise<void> {
  await endSession(db, await accountToken());
  await clearAccountCookie();
}

/** 'Sign out everywhere': every session of the signed-in account, this one included. */
export async function signOutEverywhere(db: Db): Promise<void> {
  const account = await getAccount();
  if (account) await endAllSessions(db, account.id);
  await clearAccountCookie();
}
