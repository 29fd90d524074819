import 'server-only';
import { consentRecords } from '@/lib/db/schema';
import type { CONSENT_PURPOSES } from '@/lib/db/schema/constants';
import type { Db, Tx } from '@/lib/db/open';
import { sha256 } from '@/lib/security/one-time-code';

/**
 * The consent ledger (issue 46, DPDP Act s.5-6): rows are only ever added, one per purpose
 * granted or withdrawn, with the version of the notice shown and the time. Each row keeps the
 * phone's hash, so that what was consented to can still be shown once an erased account is gone.
 */

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The phone's hash the ledger keeps (the account's number, as verified). */
export const consentPhoneHash = (phone: string) => sha256(`phone:${phone}`);

export async function recordConsents(
  db: Db | Tx,
  account: { id: number; phone: string },
  grants: { purpose: ConsentPurpose; granted: boolean }[],
  noticeVersion: string,
  now = new Date(),
): Promise<void> {
  if (grants.length === 0) return;
  await db.insert(consentRecords).values(
    grants.map(({ purpose, granted }) => ({
      accountId: account.id,
      phoneHash: consentPhoneHash(account.phone),
      purpose,
      granted,
      noticeVersion,
      at: now,
    })),
  );
}
