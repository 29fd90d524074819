/**
 * A signed-in patient for route handlers called directly in jest (issue 46): the account routes
 * read the session cookie through next/headers' `cookies()`, which has no request outside Next.
 * A test file calls `jest.mock('next/headers', () => patientCookiesMock())` and then
 * `signInPatient(db)` (or `setPatientToken(null)` for a visitor without a session).
 */
import { openSession } from '@/lib/accounts/sessions';
import type { Db } from '@/lib/db/open';
import { accountPatients, accounts } from '@/lib/db/schema';

/**
 * ACCOUNT_COOKIE of lib/accounts/current.ts, written out: importing that module would load
 * next/headers while this file builds its mock.
 */
const ACCOUNT_COOKIE = 'patient_session';

let token: string | null = null;

export function setPatientToken(value: string | null): void {
  token = value;
}

export function patientCookiesMock() {
  const actual = jest.requireActual('next/headers');
  return {
    ...actual,
    cookies: async () => ({
      get: (name: string) =>
        name === ACCOUNT_COOKIE && token ? { name, value: token } : undefined,
      set: () => undefined,
      delete: () => undefined,
    }),
  };
}

/** A new account with its holder, signed in: its session's token is the cookie from now on. */
export async function signInPatient(db: Db, phone = '9123456780'): Promise<number> {
  const [account] = await db.insert(accounts).values({ phone }).returning({ id: accounts.id });
  await db
    .insert(accountPatients)
    .values({ accountId: account.id, relationship: 'self', name: 'Contract Patient' });
  setPatientToken(await openSession(db, account.id));
  return account.id;
}
