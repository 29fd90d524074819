import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { staffUsers } from '@/lib/db/schema';
import { getLimit } from '@/lib/security/limits';
import { recordAudit } from './audit';
import { decoyHash, PASSWORD_MAX_LENGTH, verifyPassword } from './password';
import { createSession, endSession, sweepSessions, type StaffActor } from './sessions';

/**
 * Staff sign-in (issue 15). A wrong e-mail, a wrong password, a switched-off account and a demo
 * account outside the demo all get the same answer after the same work; failures are counted per
 * account and per client (the shared limiter), and once either is spent nothing more is tried
 * until its window ends.
 */

export const SIGN_IN_MESSAGES = {
  wrong: 'Wrong e-mail or password',
  tooMany: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export type SignInInput = {
  email: string;
  password: string;
  /** The client's address (lib/security/rate-limit.ts clientKey). */
  clientKey: string;
  /** The session cookie the browser already had: ended, so every sign-in starts a new one. */
  previousToken?: string;
  /** Whether the seeded demo accounts may sign in (the demo's test mode). */
  demoAccountsAllowed: boolean;
};

export type SignInResult =
  | { ok: true; token: string; staff: StaffActor }
  | { ok: false; message: string; retryAfterSeconds?: number };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function signIn(db: Db, input: SignInInput, now = new Date()): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const accountKey = `account:${email}`;
  const clientKey = `client:${input.clientKey}`;
  const byAccount = getLimit('staffLoginAccount');
  const byClient = getLimit('staffLoginClient');
  // A point is spent before the password is judged, so attempts sent all at once are each
  // counted; a right password gives both back.
  const [account, client] = await Promise.all([
    byAccount.consume(accountKey),
    byClient.consume(clientKey),
  ]);
  if (!account.allowed || !client.allowed) {
    const retryAfterSeconds = Math.max(account.retryAfterSeconds, client.retryAfterSeconds);
    return {
      ok: false,
      message: SIGN_IN_MESSAGES.tooMany(Math.ceil(retryAfterSeconds / 60)),
      retryAfterSeconds,
    };
  }

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  const password = input.password.slice(0, PASSWORD_MAX_LENGTH);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  const usable = user && user.active && (!user.demo || input.demoAccountsAllowed);
  if (!user || !matches || !usable) return { ok: false, message: SIGN_IN_MESSAGES.wrong };
  await Promise.all([byAccount.reward(accountKey), byClient.reward(clientKey)]);

  await endSession(db, input.previousToken);
  await sweepSessions(db, now);
  const token = await createSession(db, user.id, now);
  await db.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, user.id));
  await recordAudit(db, {
    staffId: user.id,
    action: 'staff.sign_in',
    entity: 'staff',
    entityId: user.id,
  });
  return {
    ok: true,
    token,
    staff: { id: user.id, email: user.email, name: user.name, role: user.role },
  };
}
