import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { ServiceError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { accounts, consentRecords } from '@/lib/db/schema';
import {
  CARE_NOT_WITHDRAWABLE,
  CONSENT_PURPOSES,
  isOptionalPurpose,
  type ConsentPurpose,
} from './consent-purposes';
import { phoneHash } from './phone-hash';
import { recordPrivacyRequest } from './privacy-requests';

export type { ConsentPurpose };

/**
 * The consent ledger (DPDP Act 2023 s.6; docs/decisions/privacy-centre.md): every grant and
 * withdrawal is a new row with the notice's version and the time, never an update, so the ledger
 * is the history and the current state of a purpose is its latest row. Rows keep the phone's
 * keyed hash, so they still prove consent after the account is erased.
 */

export type ConsentState = { granted: boolean; noticeVersion: string; at: Date };
export type ConsentStates = Record<ConsentPurpose, ConsentState | null>;

/** Appends one row: a grant or a withdrawal of `purpose` under the notice `noticeVersion`. */
export async function recordConsent(
  tx: Db | Tx,
  entry: {
    accountId: number;
    phone: string;
    purpose: ConsentPurpose;
    granted: boolean;
    noticeVersion: string;
    at?: Date;
  },
): Promise<void> {
  await tx.insert(consentRecords).values({
    accountId: entry.accountId,
    phoneHash: await phoneHash(tx, entry.phone),
    purpose: entry.purpose,
    granted: entry.granted,
    noticeVersion: entry.noticeVersion,
    ...(entry.at && { at: entry.at }),
  });
}

/**
 * Several rows at once under one notice version (sign-up: 'care' and each optional purpose as
 * ticked). The same signature as the sign-in branch's first ledger module, so its callers keep
 * working; the phone's hash here is the keyed one (lib/accounts/phone-hash.ts).
 */
export async function recordConsents(
  db: Db | Tx,
  account: { id: number; phone: string },
  grants: { purpose: ConsentPurpose; granted: boolean }[],
  noticeVersion: string,
  now = new Date(),
): Promise<void> {
  if (grants.length === 0) return;
  const hash = await phoneHash(db, account.phone);
  await db.insert(consentRecords).values(
    grants.map(({ purpose, granted }) => ({
      accountId: account.id,
      phoneHash: hash,
      purpose,
      granted,
      noticeVersion,
      at: now,
    })),
  );
}

/** The ledger of an account, newest first (the export and the privacy page's history). */
export function consentHistory(db: Db | Tx, accountId: number) {
  return db
    .select({
      purpose: consentRecords.purpose,
      granted: consentRecords.granted,
      noticeVersion: consentRecords.noticeVersion,
      at: consentRecords.at,
    })
    .from(consentRecords)
    .where(eq(consentRecords.accountId, accountId))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id));
}

/** Each purpose's latest row (null: never asked), from the ledger. */
export async function currentConsents(db: Db | Tx, accountId: number): Promise<ConsentStates> {
  const states = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, null])) as ConsentStates;
  for (const row of await consentHistory(db, accountId)) {
    states[row.purpose] ??= { granted: row.granted, noticeVersion: row.noticeVersion, at: row.at };
  }
  return states;
}

/** The version of the notice the account last answered (its latest row); '' when none. */
function latestNotice(states: ConsentStates): string {
  const rows = Object.values(states).filter((s): s is ConsentState => s !== null);
  rows.sort((a, b) => b.at.getTime() - a.at.getTime());
  return rows[0]?.noticeVersion ?? '';
}

/**
 * Switches an optional purpose on or off (the privacy centre's one click). Under a lock on the
 * account row, so two clicks never append two rows for one change; asking for the state it
 * already has appends nothing. A withdrawal is also a privacy request (admins see it); a grant is
 * in the ledger only. 'care' is refused: it ends with the account (erasure).
 */
export async function setOptionalConsent(
  db: Db,
  accountId: number,
  purpose: string,
  granted: boolean,
): Promise<{ changed: boolean }> {
  if (purpose === 'care') throw new ServiceError(409, CARE_NOT_WITHDRAWABLE, 'consent_required');
  if (!isOptionalPurpose(purpose)) {
    throw new ServiceError(400, 'Unknown purpose', 'invalid_input');
  }
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, phone: accounts.phone })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!account) throw new ServiceError(404, 'Account not found', 'not_found');
    const states = await currentConsents(tx, accountId);
    if ((states[purpose]?.granted ?? false) === granted) return { changed: false };
    const noticeVersion = latestNotice(states);
    await recordConsent(tx, { accountId, phone: account.phone, purpose, granted, noticeVersion });
    if (!granted) {
      await recordPrivacyRequest(tx, {
        accountId,
        phone: account.phone,
        kind: 'withdrawal',
        status: 'done',
        outcome: `Consent to '${purpose}' withdrawn; no further use for that purpose.`,
        details: { purpose, noticeVersion },
      });
    }
    return { changed: true };
  });
}

/** Whether the account's latest row for `purpose` grants it (senders of tips and reminders ask). */
export async function hasConsent(db: Db | Tx, accountId: number, purpose: ConsentPurpose) {
  const [row] = await db
    .select({ granted: consentRecords.granted })
    .from(consentRecords)
    .where(and(eq(consentRecords.accountId, accountId), eq(consentRecords.purpose, purpose)))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id))
    .limit(1);
  return row?.granted ?? false;
}
