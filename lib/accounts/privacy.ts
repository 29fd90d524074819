import 'server-only';
import { and, count, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import { InvalidInputError, ServiceError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import {
  accountAddresses,
  accountPatients,
  accounts,
  accountSessions,
  appointments,
  invoices,
  labReports,
  orders,
  outboxMessages,
  prescriptionFiles,
  signInCodes,
} from '@/lib/db/schema';
import { CONSENT_PURPOSES } from './consent-purposes';
import { currentConsents, recordConsent } from './consent';
import { collectAccountData, type AccountExport } from './export-data';
import { recordPrivacyRequest } from './privacy-requests';

export { recordPrivacyRequest } from './privacy-requests';

/**
 * The privacy centre's requests (DPDP Act 2023 s.11-13; docs/decisions/privacy-centre.md): the
 * export of everything held, and the erasure of the account. Each is recorded in
 * `privacy_requests` in the same transaction as its work, with an outcome free of personal data.
 * Correction is the profile editing's (lib/accounts/family.ts), which records its own request.
 */

/** What the erasure form asks to be typed, so an erasure is never one stray click. */
export const ERASE_WORD = 'ERASE';
/**
 * An erasure needs a sign-in this recent: a session cookie left on a shared computer, or copied
 * off one, must not be enough to destroy an account; a fresh code from the phone is.
 */
export const ERASE_FRESH_MINUTES = 30;
export const ERASE_NEEDS_FRESH_SIGN_IN =
  'For your safety, sign in again with a new code to erase your account.';

/** The export of `accountId`, recorded as a request; null when the account is gone. */
export async function exportAccount(
  db: Db,
  accountId: number,
  format: 'json' | 'pdf',
): Promise<AccountExport | null> {
  return db.transaction(async (tx) => {
    const data = await collectAccountData(tx, accountId);
    if (!data) return null;
    await recordPrivacyRequest(tx, {
      accountId,
      phone: data.account.phone,
      kind: 'export',
      status: 'done',
      outcome: `Export downloaded as ${format.toUpperCase()}.`,
      details: {
        format,
        familyMembers: data.familyMembers.length,
        appointments: data.appointments.length,
        orders: data.pharmacyOrders.length + data.labOrders.length,
      },
    });
    return data;
  });
}

/** Whether the session `sessionHash` was opened by a sign-in within ERASE_FRESH_MINUTES. */
export async function isFreshSignIn(db: Db, sessionHash: string, now = new Date()) {
  const [row] = await db
    .select({ createdAt: accountSessions.createdAt })
    .from(accountSessions)
    .where(eq(accountSessions.tokenHash, sessionHash));
  return !!row && now.getTime() - row.createdAt.getTime() <= ERASE_FRESH_MINUTES * 60_000;
}

/** The one number a `select count()` answers. */
async function counted(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/**
 * Erases the account in one transaction. Deleting the account row cascades to its family
 * members, addresses, sessions and e-mail sign-in links, and unlinks (sets null) its
 * appointments, orders, consent rows and privacy requests; the sign-in codes and messages sent to
 * its number go too. What the law makes the hospital keep stays, unlinked (lib/accounts/retention.ts).
 * Each granted consent gets its withdrawal row first, so the ledger ends in the state it is in.
 */
export async function eraseAccount(
  db: Db,
  actor: { id: number; sessionHash: string },
  confirmation: string,
  now = new Date(),
): Promise<{ requestId: number }> {
  if (confirmation.trim() !== ERASE_WORD) {
    throw new InvalidInputError({ confirm: `Type ${ERASE_WORD} to confirm` });
  }
  if (!(await isFreshSignIn(db, actor.sessionHash, now))) {
    throw new ServiceError(403, ERASE_NEEDS_FRESH_SIGN_IN, 'fresh_sign_in_required');
  }
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, phone: accounts.phone, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, actor.id))
      .for('update');
    if (!account) throw new ServiceError(404, 'Account not found', 'not_found');
    const id = account.id;
    const n = counted;
    const ownOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.accountId, id));
    const erased = {
      familyMembers: await n(
        tx.select({ n: count() }).from(accountPatients).where(eq(accountPatients.accountId, id)),
      ),
      addresses: await n(
        tx.select({ n: count() }).from(accountAddresses).where(eq(accountAddresses.accountId, id)),
      ),
      sessions: await n(
        tx.select({ n: count() }).from(accountSessions).where(eq(accountSessions.accountId, id)),
      ),
    };
    const kept = {
      appointments: await n(
        tx.select({ n: count() }).from(appointments).where(eq(appointments.accountId, id)),
      ),
      pharmacyOrders: await n(
        tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.accountId, id), eq(orders.kind, 'pharmacy'))),
      ),
      labOrders: await n(
        tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.accountId, id), eq(orders.kind, 'lab'))),
      ),
      labReports: await n(
        tx.select({ n: count() }).from(labReports).where(inArray(labReports.orderId, ownOrders)),
      ),
      prescriptions: await n(
        tx
          .select({ n: count() })
          .from(prescriptionFiles)
          .where(
            and(
              isNotNull(prescriptionFiles.pharmacyOrderId),
              inArray(prescriptionFiles.pharmacyOrderId, ownOrders),
            ),
          ),
      ),
      invoices: await n(
        tx.select({ n: count() }).from(invoices).where(inArray(invoices.orderId, ownOrders)),
      ),
    };
    const states = await currentConsents(tx, id);
    for (const purpose of CONSENT_PURPOSES) {
      const state = states[purpose];
      if (!state?.granted) continue;
      await recordConsent(tx, {
        accountId: id,
        phone: account.phone,
        purpose,
        granted: false,
        noticeVersion: state.noticeVersion,
        at: now,
      });
    }
    const requestId = await recordPrivacyRequest(tx, {
      accountId: id,
      phone: account.phone,
      kind: 'erasure',
      status: 'done',
      outcome: erasureOutcome(erased, kept),
      details: { erased, kept },
    });
    const recipients = account.email ? [account.phone, account.email] : [account.phone];
    await tx
      .delete(outboxMessages)
      .where(
        and(like(outboxMessages.topic, 'account.%'), inArray(outboxMessages.recipient, recipients)),
      );
    await tx
      .delete(signInCodes)
      .where(or(eq(signInCodes.phone, account.phone), eq(signInCodes.accountId, id)));
    await tx.delete(accounts).where(eq(accounts.id, id));
    return { requestId };
  });
}

/** The erasure's outcome for the admins: counts and reasons, never a name or a number. */
function erasureOutcome(erased: Record<string, number>, kept: Record<string, number>): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([what, count]) => `${count} ${what}`)
      .join(', ');
  return `Account erased with ${list(erased)}. Kept unlinked as the law requires: ${list(kept)}.`;
}
