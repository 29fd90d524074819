import 'server-only';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { accounts, signInCodes } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { signInLinkMessage, verifyEmailMessage } from '@/lib/notifications/account-messages';
import { enqueue } from '@/lib/notifications/outbox';
import { newSessionToken } from '@/lib/security/session-token';
import { newSalt, saltedHash, sameHash, spendLimit } from '@/lib/security/one-time-code';
import { CODE_TRIES, LINK_MINUTES, SETTINGS_MESSAGES, SIGN_IN_MESSAGES as M } from './messages';
import { forgetOldCodes } from './sign-in';
import { openSession, sweepSessions } from './sessions';

/**
 * The e-mailed links of patient accounts (issue 46): a sign-in link for an account whose e-mail
 * is verified, and the link that verifies an address typed on the settings page. Both are rows
 * of `sign_in_codes` (channel 'email', the account's id): the link carries the row's id and 32
 * random bytes; the row keeps their salted hash, LINK_MINUTES, for one use. The two kinds are
 * kept apart by what is hashed ('sign-in:' or 'verify:<address>:' before the secret), so a
 * verification link never signs anyone in, and it verifies only the address it was sent to.
 * The token travels in the link's fragment (#), which browsers never send to a server or in a
 * Referer: the page posts it.
 */

export const LINK_SIGN_IN_PATH = '/account/sign-in/link';
export const VERIFY_EMAIL_PATH = '/account/verify-email';

type Purpose = { kind: 'sign-in' } | { kind: 'verify'; email: string };

const secretHash = (salt: string, purpose: Purpose, secret: string) =>
  saltedHash(
    salt,
    purpose.kind === 'sign-in' ? `sign-in:${secret}` : `verify:${purpose.email}:${secret}`,
  );

/** Retires the account's earlier links and stores a new one; answers the link's token. */
async function newLink(
  tx: Tx,
  account: { id: number; phone: string },
  purpose: Purpose,
  now: Date,
) {
  await forgetOldCodes(tx, now);
  await tx
    .update(signInCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(signInCodes.channel, 'email'),
        eq(signInCodes.accountId, account.id),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
      ),
    );
  const salt = newSalt();
  const secret = newSessionToken();
  const [row] = await tx
    .insert(signInCodes)
    .values({
      channel: 'email',
      phone: account.phone,
      accountId: account.id,
      salt,
      codeHash: secretHash(salt, purpose, secret),
      expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000),
      createdAt: now,
    })
    .returning({ id: signInCodes.id });
  return { id: row.id, token: `${row.id}.${secret}` };
}

const linkUrl = (path: string, token: string) => `${env.siteUrl}${path}#t=${token}`;

/**
 * Sends a sign-in link to `email` (valid, the request's limits spent) if an account has it
 * verified (the most recently verified one, should two share it); nothing otherwise. Answers
 * nothing, so the caller's answer cannot tell whether the address belongs to an account.
 */
export async function sendSignInLink(db: Db, email: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, phone: accounts.phone })
      .from(accounts)
      .where(and(eq(accounts.email, email), isNotNull(accounts.emailVerifiedAt)))
      .orderBy(desc(accounts.emailVerifiedAt))
      .limit(1);
    if (!account) return;
    const link = await newLink(tx, account, { kind: 'sign-in' }, now);
    await enqueue(
      tx,
      { type: 'sign_in_code', id: link.id },
      signInLinkMessage(email, linkUrl(LINK_SIGN_IN_PATH, link.token), LINK_MINUTES),
    );
  });
}

/**
 * The live link row a token names, locked, once its secret is checked against `purpose` (a
 * wrong secret spends one of the row's tries); null for anything wrong, used or expired.
 */
async function takeLink(
  tx: Tx,
  token: string,
  purpose: (account: { email: string; verified: boolean }) => Purpose | null,
  now: Date,
) {
  const [idText, secret] = token.split('.');
  const [row] = await tx
    .select()
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.id, Number(idText)),
        eq(signInCodes.channel, 'email'),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
      ),
    )
    .for('update');
  if (!row || row.accountId === null || row.attempts >= CODE_TRIES) return null;
  const [account] = await tx
    .select({ id: accounts.id, email: accounts.email, verifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  const wanted =
    account && purpose({ email: account.email, verified: account.verifiedAt !== null });
  if (!wanted || !sameHash(row.codeHash, secretHash(row.salt, wanted, secret))) {
    await tx
      .update(signInCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(signInCodes.id, row.id));
    return null;
  }
  await tx.update(signInCodes).set({ usedAt: now }).where(eq(signInCodes.id, row.id));
  return account;
}

/**
 * Signs in with a sign-in link's token (the client's try spent, the token well-formed): one
 * use, only while the account's address is still the verified one it was sent to. Answers the
 * session's token; 400 on `token` with one refusal otherwise. Guest records are not claimed
 * here: only a code sent to the phone proves the phone again (lib/accounts/claim.ts).
 */
export async function signInWithLink(db: Db, token: string, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const account = await takeLink(
      tx,
      token,
      (a) => (a.verified ? { kind: 'sign-in' } : null),
      now,
    );
    if (!account) return null;
    await tx.update(accounts).set({ lastSignInAt: now }).where(eq(accounts.id, account.id));
    await sweepSessions(tx, now);
    return { token: await openSession(tx, account.id, now), accountId: account.id };
  });
  if (!result) throw new InvalidInputError({ token: M.badLink });
  return result;
}

/**
 * A signed-in patient's new e-mail address (valid; the account's verification limit spent
 * here): kept unverified, and a verification link sent to it. An address already verified on
 * this account is left as it is.
 */
export async function changeEmail(db: Db, accountId: number, email: string, now = new Date()) {
  await spendLimit(
    'accountEmailVerify',
    String(accountId),
    'email',
    SETTINGS_MESSAGES.tooManyVerify,
  );
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: accounts.id,
        phone: accounts.phone,
        email: accounts.email,
        verifiedAt: accounts.emailVerifiedAt,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!account || (account.email === email && account.verifiedAt)) return;
    await tx
      .update(accounts)
      .set({ email, emailVerifiedAt: null })
      .where(eq(accounts.id, accountId));
    const link = await newLink(tx, account, { kind: 'verify', email }, now);
    await enqueue(
      tx,
      { type: 'sign_in_code', id: link.id },
      verifyEmailMessage(email, linkUrl(VERIFY_EMAIL_PATH, link.token), LINK_MINUTES),
    );
  });
}

/** Verifies the address a verification link was sent to, if it is still the account's. */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<void> {
  const verified = await db.transaction(async (tx) => {
    const account = await takeLink(tx, token, (a) => ({ kind: 'verify', email: a.email }), now);
    if (!account) return false;
    await tx.update(accounts).set({ emailVerifiedAt: now }).where(eq(accounts.id, account.id));
    return true;
  });
  if (!verified) throw new InvalidInputError({ token: SETTINGS_MESSAGES.badVerifyLink });
}
