import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { accessCodes, ACCESS_SUBJECTS } from '@/lib/db/schema';
import { enqueue, forgetSent } from '@/lib/notifications/outbox';
import { ACCESS_CODE_TOPIC, accessCodeMessages } from '@/lib/notifications/access-messages';
import { getLimit } from '@/lib/security/limits';
import {
  newCode,
  newSalt,
  saltedHash as codeHash,
  sameHash,
  sha256,
  spendLimit,
  typed,
} from '@/lib/security/one-time-code';

/**
 * The guard of the pages where a patient or shopper sees and changes what they paid for without
 * an account (issue 16): the reference and the phone number used, then a six-digit code sent to
 * that phone and e-mail through the outbox. The answer to a code request is the same whether or
 * not the reference exists; requests are limited per reference and per client, wrong codes per
 * client, and each code admits CODE_TRIES tries within CODE_MINUTES (a database guarantee, so
 * two instances cannot double the tries). An entered code yields an access token for
 * GRANT_MINUTES, kept by the browser in an httpOnly cookie and by the database as a hash.
 */

export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];

export const CODE_TRIES = 5;
export const CODE_MINUTES = 10;
export const GRANT_MINUTES = 30;

export const ACCESS_MESSAGES = {
  sent: `If the reference and phone number match, a 6-digit code has been sent to that phone and e-mail. It is valid for ${CODE_MINUTES} minutes.`,
  /**
   * One refusal for a wrong, spent, expired or unknown code: a different answer for a wrong code
   * would tell a stranger that the reference and phone number belong together.
   */
  badCode: 'That code is not right or has expired. Check the message, or ask for a new code.',
  tooManyRequests: 'Too many codes asked for. Please wait a few minutes and try again.',
  tooManyTries: 'Too many wrong codes. Please wait a few minutes and try again.',
} as const;

/** The record a reference and phone number name, and where its code goes. */
export type Holder = { id: number; reference: string; email: string; phone: string };

/** How a kind of record is found by its reference and the phone number given with it. */
export type HolderLookup = (
  db: Db | Tx,
  reference: string,
  phone: string,
) => Promise<Holder | null>;

/**
 * The key of a reference and phone number as typed, before any validation: the form's own
 * normalising (trimmed, upper-case reference; the phone's digits), so a valid pair counts as it
 * is checked, and hashed, so a huge or malformed input makes a key of the usual size.
 */
function pairKey(kind: AccessSubject, reference: unknown, phone: unknown): string {
  const ref = typed(reference).trim().toUpperCase();
  return `${kind}:${sha256(`${ref}:${typed(phone).replace(/\D/g, '')}`)}`;
}

/**
 * Spends a code request's limits: per client, then per reference and phone, matching or not (so
 * the limit tells nothing of a record): a stranger who knows only the reference, from a text or a
 * printed slip, spends a count of their own, never the patient's, and cannot lock the patient out
 * of their own booking. Spent before the form is validated (lib/self-service/guard.ts), so that
 * malformed or oversized requests spend the budget too. 429 TooManyAttemptsError once spent.
 */
export async function spendCodeRequest(
  kind: AccessSubject,
  input: { reference: unknown; phone: unknown; client: string },
): Promise<void> {
  await spendLimit('accessCodeClient', input.client, 'reference', ACCESS_MESSAGES.tooManyRequests);
  const pair = pairKey(kind, input.reference, input.phone);
  for (const limit of ['accessCodeReference', 'accessCodeReferenceDay'] as const) {
    await spendLimit(limit, pair, 'reference', ACCESS_MESSAGES.tooManyRequests);
  }
}

/** Spends one of the client's code tries (before the form is validated, as above). */
export async function spendCodeTry(client: string): Promise<void> {
  await spendLimit('accessCodeTries', client, 'code', ACCESS_MESSAGES.tooManyTries);
}

/** A code request: its limits spent (spendCodeRequest), then the code sent (sendAccessCode). */
export async function requestAccessCode(
  db: Db,
  kind: AccessSubject,
  lookup: HolderLookup,
  input: { reference: string; phone: string; client: string },
  now = new Date(),
  code?: string,
): Promise<void> {
  await spendCodeRequest(kind, input);
  await sendAccessCode(db, kind, lookup, input, now, code);
}

/**
 * Sends a new code for the record `reference` and `phone` name, if any, once the request's limits
 * are spent: a new code retires the earlier ones, and the code's messages are written in the same
 * transaction. Answers nothing, so the caller's answer cannot tell whether the record exists.
 * `code` is for tests only.
 */
export async function sendAccessCode(
  db: Db,
  kind: AccessSubject,
  lookup: HolderLookup,
  input: { reference: string; phone: string },
  now = new Date(),
  code = newCode(),
): Promise<void> {
  await db.transaction(async (tx) => {
    // Codes and tokens of a day ago are of no use to anyone, nor are the messages that carried
    // the codes: forgotten as new ones are made.
    const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
    await tx.delete(accessCodes).where(lt(accessCodes.createdAt, dayAgo));
    await forgetSent(tx, [ACCESS_CODE_TOPIC], dayAgo);
    const holder = await lookup(tx, input.reference, input.phone);
    if (!holder) return;
    await tx
      .update(accessCodes)
      .set({ expiresAt: now })
      .where(liveCodesOf(kind, holder.id, now));
    const salt = newSalt();
    await tx.insert(accessCodes).values({
      subjectType: kind,
      subjectId: holder.id,
      salt,
      codeHash: codeHash(salt, code),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      createdAt: now,
    });
    await enqueue(
      tx,
      { type: kind, id: holder.id },
      accessCodeMessages(kind, holder, code, CODE_MINUTES),
    );
  });
}

/** The codes sent for record `subjectId` of `kind` that are neither used nor expired at `now`. */
function liveCodesOf(kind: AccessSubject, subjectId: number, now: Date) {
  return and(
    eq(accessCodes.subjectType, kind),
    eq(accessCodes.subjectId, subjectId),
    isNull(accessCodes.usedAt),
    gt(accessCodes.expiresAt, now),
  );
}

/**
 * How a kind of record is found by its reference among the records of a signed-in account (issue
 * 46): the account that owns a record opens it without a code (lib/self-service/opened.ts).
 */
export type OwnerLookup = (
  db: Db | Tx,
  reference: string,
  accountId: number,
) => Promise<number | null>;

/** A try at a code: the record's reference and phone, the code typed, and who is trying. */
export type CodeAttempt = { reference: string; phone: string; code: string; client: string };

/** What a right code opens: the access token (for the caller's cookie) and the record's id. */
export type OpenedAccess = { token: string; subjectId: number };

/** A code's check: the client's try spent (spendCodeTry), then the code checked (checkAccessCode). */
export const verifyAccessCode: typeof checkAccessCode = async (db, kind, lookup, input, now) => {
  await spendCodeTry(input.client);
  return checkAccessCode(db, kind, lookup, input, now);
};

/**
 * Checks a code for the record `reference` and `phone` name, once the client's try is spent, and
 * answers the access token it opens (for the caller's cookie). A wrong code spends one of the
 * code's tries too; the answers for an unknown record and for a code that is gone are the same.
 */
export async function checkAccessCode(
  db: Db,
  kind: AccessSubject,
  lookup: HolderLookup,
  input: CodeAttempt,
  now = new Date(),
): Promise<OpenedAccess> {
  type Outcome = { refused: string } | OpenedAccess;
  const result = await db.transaction(async (tx): Promise<Outcome> => {
    const holder = await lookup(tx, input.reference, input.phone);
    const [row] = holder
      ? await tx
          .select()
          .from(accessCodes)
          .where(liveCodesOf(kind, holder.id, now))
          .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id))
          .limit(1)
          .for('update')
      : [];
    if (!row || row.attempts >= CODE_TRIES) return { refused: ACCESS_MESSAGES.badCode };
    if (!sameHash(row.codeHash, codeHash(row.salt, input.code))) {
      await tx
        .update(accessCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(accessCodes.id, row.id));
      return { refused: ACCESS_MESSAGES.badCode };
    }
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(accessCodes)
      .set({
        usedAt: now,
        grantHash: sha256(token),
        grantExpiresAt: new Date(now.getTime() + GRANT_MINUTES * 60_000),
      })
      .where(eq(accessCodes.id, row.id));
    return { token, subjectId: row.subjectId };
  });
  if ('refused' in result) throw new InvalidInputError({ code: result.refused });
  // A right code was no guess: the client's try is given back.
  await getLimit('accessCodeTries').reward(input.client);
  return result;
}

/** The record an access token opens, while it is valid; null otherwise. */
export async function recordForToken(
  db: Db | Tx,
  kind: AccessSubject,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ subjectId: accessCodes.subjectId })
    .from(accessCodes)
    .where(
      and(
        eq(accessCodes.grantHash, sha256(token)),
        eq(accessCodes.subjectType, kind),
        gt(accessCodes.grantExpiresAt, now),
      ),
    );
  return row?.subjectId ?? null;
}

/** Ends an access token at once ('Sign out' on a shared computer). */
export async function endAccess(db: Db, token: string | undefined, now = new Date()) {
  if (!token) return;
  await db
    .update(accessCodes)
    .set({ grantExpiresAt: now })
    .where(and(eq(accessCodes.grantHash, sha256(token)), gt(accessCodes.grantExpiresAt, now)));
}
