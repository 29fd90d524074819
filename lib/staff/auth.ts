import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { staffUsers } from '@/lib/db/schema';
import { getLimit } from '@/lib/security/limits';
import { inMinutes } from '@/lib/format/wait';
import { recordAudit } from './audit';
import { decoyHash, PASSWORD_MAX_LENGTH, verifyPassword } from './password';
import {
  createSession,
  endSession,
  readPendingSignIn,
  sweepSessions,
  type StaffActor,
} from './sessions';
import { acceptedStep } from './totp';
import { addCount } from '@/lib/metrics/counts.mjs';

/**
 * Staff sign-in (issue 15). A wrong e-mail, a wrong password, a switched-off account and a demo
 * account outside the demo all get the same answer after the same work; failures are counted per
 * account and per client (the shared limiter), and once either is spent nothing more is tried
 * until its window ends.
 */

export const SIGN_IN_MESSAGES = {
  wrong: 'Wrong e-mail or password',
  codeDue: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'Wrong or expired code',
  codeExpired: 'The sign-in has expired. Please enter your e-mail and password again.',
  tooMany: (retryAfterSeconds: number) =>
    `Too many sign-in attempts. Please try again in ${inMinutes(retryAfterSeconds)}.`,
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
  /** The password was right; the account's second factor is due (the token opens nothing). */
  | { ok: false; secondFactor: true; token: string; message: string }
  | { ok: false; message: string; retryAfterSeconds?: number };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * One sign-in attempt (a password or a code): a point spent from the account's and from the
 * client's limit, the refusal to answer when either is used up, and the way to give both points
 * back once the attempt succeeds.
 */
async function spendAttempt(email: string, client: string) {
  const accountKey = `account:${email}`;
  const clientKey = `client:${client}`;
  const byAccount = getLimit('staffLoginAccount');
  const byClient = getLimit('staffLoginClient');
  const [account, sameClient] = await Promise.all([
    byAccount.consume(accountKey),
    byClient.consume(clientKey),
  ]);
  const retryAfterSeconds = Math.max(account.retryAfterSeconds, sameClient.retryAfterSeconds);
  const refused: SignInResult | null =
    account.allowed && sameClient.allowed
      ? null
      : {
          ok: false,
          message: SIGN_IN_MESSAGES.tooMany(retryAfterSeconds),
          retryAfterSeconds,
        };
  return {
    refused,
    giveBack: async () => {
      await Promise.all([byAccount.reward(accountKey), byClient.reward(clientKey)]);
    },
  };
}

export async function signIn(db: Db, input: SignInInput, now = new Date()): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  // A point is spent before the password is judged, so attempts sent all at once are each
  // counted; a right password gives both back.
  const attempt = await spendAttempt(email, input.clientKey);
  if (attempt.refused) {
    addCount('sign_in_failures', { who: 'staff', reason: 'limited' });
    return attempt.refused;
  }

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  const password = input.password.slice(0, PASSWORD_MAX_LENGTH);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  const usable = user && user.active && (!user.demo || input.demoAccountsAllowed);
  if (!user || !matches || !usable) {
    addCount('sign_in_failures', { who: 'staff', reason: 'wrong' });
    return { ok: false, message: SIGN_IN_MESSAGES.wrong };
  }
  await attempt.giveBack();

  await endSession(db, input.previousToken);
  await sweepSessions(db, now);
  if (user.totpSecret) {
    const token = await createSession(db, user.id, now, { secondFactorDue: true });
    return { ok: false, secondFactor: true, token, message: SIGN_IN_MESSAGES.codeDue };
  }
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

/**
 * The second step of a sign-in whose account has a second factor: the code for the pending
 * session in `pendingToken`. Each try spends a point of the account's and the client's limits
 * (so codes cannot be guessed faster than passwords); the right code ends the pending session
 * and opens a new one, and its time step is recorded so that it is never accepted again.
 */
export async function completeSignIn(
  db: Db,
  input: { pendingToken: string | undefined; code: string; clientKey: string },
  now = new Date(),
): Promise<SignInResult> {
  const pending = await readPendingSignIn(db, input.pendingToken, now);
  if (!pending) return { ok: false, message: SIGN_IN_MESSAGES.codeExpired };
  const attempt = await spendAttempt(pending.email, input.clientKey);
  if (attempt.refused) return attempt.refused;
  const step = await acceptedStep(pending.totpSecret!, input.code, pending.totpLastStep, now);
  // Recorded only if no other sign-in took this step meanwhile: one code, one sign-in.
  const [claimed] = step
    ? await db
        .update(staffUsers)
        .set({ totpLastStep: step, lastLoginAt: now })
        .where(
          and(
            eq(staffUsers.id, pending.id),
            or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
          ),
        )
        .returning({
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
        })
    : [];
  if (!claimed) return { ok: false, message: SIGN_IN_MESSAGES.wrongCode };
  await attempt.giveBack();
  await endSession(db, input.pendingToken);
  const token = await createSession(db, claimed.id, now);
  await recordAudit(db, {
    staffId: claimed.id,
    action: 'staff.sign_in',
    entity: 'staff',
    entityId: claimed.id,
  });
  return { ok: true, token, staff: claimed };
}
