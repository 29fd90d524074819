import 'server-only';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { accountPatients, accounts, signInCodes } from '@/lib/db/schema';
import { ACCOUNT_TOPICS, signInCodeMessage } from '@/lib/notifications/account-messages';
import { enqueue, forgetSent } from '@/lib/notifications/outbox';
import { getLimit } from '@/lib/security/limits';
import {
  newCode,
  newSalt,
  saltedHash,
  sameHash,
  sha256,
  spendLimit,
  typed,
} from '@/lib/security/one-time-code';
import { claimGuestRecords } from './claim';
import { recordConsents, type ConsentPurpose } from './consent';
import { CODE_MINUTES, CODE_TRIES, SIGN_IN_MESSAGES as M } from './messages';
import { NOTICE_VERSION } from './notice';
import { openSession, sweepSessions } from './sessions';
import { addCount } from '@/lib/metrics/counts.mjs';

/**
 * Signing in with a mobile number and a 6-digit code sent by SMS (issue 46), the pattern of the
 * self-service pages' codes (lib/self-service/access.ts, docs/decisions/patient-sign-in.md):
 * the answer to a request is the same whether or not the number has an account; only salted
 * hashes are kept; a code is valid CODE_MINUTES for CODE_TRIES tries, counted in its row under a
 * row lock; a new code retires the earlier ones. A right code, in one transaction, is used up,
 * opens the account if the number is new (only with the notice accepted and a name), claims the
 * guest bookings and orders made with the number, and opens a session.
 */

const HOUR_MS = 3_600_000;

/**
 * The key of a number or e-mail address as typed, before any validation: its digits (or its
 * lower case), hashed so that any input makes a key of the usual size.
 */
export function recipientKey(channel: 'sms' | 'email', value: unknown): string {
  const raw = typed(value);
  const normal = channel === 'sms' ? raw.replace(/\D/g, '').slice(-10) : raw.trim().toLowerCase();
  return `${channel}:${sha256(normal)}`;
}

/**
 * Spends a code (or link) request's limits, per client and per number or address as typed,
 * before the form is validated (a malformed request costs its sender as a valid one does), and
 * whether or not an account exists. 429 TooManyAttemptsError on `field` once spent.
 */
export async function spendCodeRequest(
  channel: 'sms' | 'email',
  input: { recipient: unknown; client: string },
  field: string,
): Promise<void> {
  await spendLimit('signInCodeClient', input.client, field, M.tooManyRequests);
  const key = recipientKey(channel, input.recipient);
  for (const limit of ['signInCodeRecipient', 'signInCodeRecipientDay'] as const) {
    await spendLimit(limit, key, field, M.tooManyRequests);
  }
}

/**
 * Spends a try at a code or link: per client, and per number a day (the number's account, or
 * the one it would open), so neither one address nor many can go on guessing.
 */
export async function spendCodeTry(client: string, phone?: unknown): Promise<void> {
  await spendLimit('signInCodeTries', client, 'code', M.tooManyTries);
  if (phone !== undefined) {
    await spendLimit('accountSignIn', recipientKey('sms', phone), 'code', M.tooManySignIns);
  }
}

/** Gives the client's try back: a right code was no guess. */
export async function rewardCodeTry(client: string): Promise<void> {
  await getLimit('signInCodeTries').reward(client);
}

/**
 * Codes and links of a day ago are of no use to anyone, nor are the messages that carried them:
 * forgotten as new ones are made.
 */
export async function forgetOldCodes(tx: Tx, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  await tx.delete(signInCodes).where(lt(signInCodes.createdAt, dayAgo));
  await forgetSent(tx, ACCOUNT_TOPICS, dayAgo);
}

/**
 * Sends a new code to `phone` (valid, its limits spent), retiring the earlier ones; the SMS is
 * written to the outbox in the same transaction. The same work whether or not the number has an
 * account, so neither the answer nor its timing tells. `code` is for tests only.
 */
export async function sendSignInCode(
  db: Db,
  phone: string,
  now = new Date(),
  code = newCode(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await forgetOldCodes(tx, now);
    await tx.update(signInCodes).set({ expiresAt: now }).where(liveSmsCodes(phone, now));
    const salt = newSalt();
    const [row] = await tx
      .insert(signInCodes)
      .values({
        channel: 'sms',
        phone,
        salt,
        codeHash: saltedHash(salt, code),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: signInCodes.id });
    await enqueue(
      tx,
      { type: 'sign_in_code', id: row.id },
      signInCodeMessage(phone, code, CODE_MINUTES),
    );
  });
}

function liveSmsCodes(phone: string, now: Date) {
  return and(
    eq(signInCodes.channel, 'sms'),
    eq(signInCodes.phone, phone),
    isNull(signInCodes.usedAt),
    gt(signInCodes.expiresAt, now),
  );
}

/** What a first-time number gives with its code: the notice accepted, a name, optional purposes. */
export type SignUp = { name: string; healthTipsEmail: boolean; whatsappReminders: boolean };

export type CodeCheck = { phone: string; code: string; signUp?: SignUp };

/** A right code: the session's token (for the cookie), or, for a new number, the notice first. */
export type SignInOutcome =
  | { kind: 'signed-in'; token: string; accountId: number; created: boolean; claimed: number }
  | { kind: 'needs-sign-up' };

/**
 * Checks a code (the client's try already spent) and, if right, signs in: see the module's
 * comment. A right code for a number without an account and without `signUp` is not used up:
 * the browser shows the notice and sends the same code again with it. 400 on `code` otherwise,
 * one refusal for a wrong, used, expired or unknown code.
 */
export async function checkSignInCode(
  db: Db,
  input: CodeCheck,
  now = new Date(),
): Promise<SignInOutcome> {
  type Result = SignInOutcome | { kind: 'refused' };
  const result = await db.transaction(async (tx): Promise<Result> => {
    const [row] = await tx
      .select()
      .from(signInCodes)
      .where(liveSmsCodes(input.phone, now))
      .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.attempts >= CODE_TRIES) return { kind: 'refused' };
    if (!sameHash(row.codeHash, saltedHash(row.salt, input.code))) {
      await tx
        .update(signInCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(signInCodes.id, row.id));
      return { kind: 'refused' };
    }
    let [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.phone, input.phone));
    if (!account && !input.signUp) return { kind: 'needs-sign-up' };
    await tx.update(signInCodes).set({ usedAt: now }).where(eq(signInCodes.id, row.id));
    const created = !account;
    if (!account) account = await openAccount(tx, input.phone, input.signUp!, now);
    await tx.update(accounts).set({ lastSignInAt: now }).where(eq(accounts.id, account.id));
    const claimed = await claimGuestRecords(tx, account.id, input.phone);
    await sweepSessions(tx, now);
    const token = await openSession(tx, account.id, now);
    return {
      kind: 'signed-in',
      token,
      accountId: account.id,
      created,
      claimed: claimed.appointments + claimed.orders,
    };
  });
  if (result.kind === 'refused') {
    addCount('sign_in_failures', { who: 'patient', reason: 'wrong' });
    throw new InvalidInputError({ code: M.badCode });
  }
  return result;
}

/**
 * A new account for a number that has just proved itself: the account, its holder (relationship
 * 'self', with the name given) and the consent ledger's rows: 'care' with the notice's version,
 * and each optional purpose only if it was ticked.
 */
async function openAccount(tx: Tx, phone: string, signUp: SignUp, now: Date) {
  const [account] = await tx
    .insert(accounts)
    .values({ phone, createdAt: now })
    .returning({ id: accounts.id });
  await tx.insert(accountPatients).values({
    accountId: account.id,
    relationship: 'self',
    name: signUp.name,
    createdAt: now,
    updatedAt: now,
  });
  const purposes: ConsentPurpose[] = ['care'];
  if (signUp.healthTipsEmail) purposes.push('health_tips_email');
  if (signUp.whatsappReminders) purposes.push('whatsapp_reminders');
  await recordConsents(
    tx,
    { id: account.id, phone },
    purposes.map((purpose) => ({ purpose, granted: true })),
    NOTICE_VERSION,
    now,
  );
  return account;
}

/** A code's check with its limits: the client's try spent first, given back when right. */
export async function verifySignInCode(
  db: Db,
  input: CodeCheck & { client: string },
  now = new Date(),
): Promise<SignInOutcome> {
  await spendCodeTry(input.client, input.phone);
  const outcome = await checkSignInCode(db, input, now);
  await rewardCodeTry(input.client);
  return outcome;
}
