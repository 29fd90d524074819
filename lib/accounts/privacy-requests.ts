import 'server-only';
import type { Db, Tx } from '@/lib/db/open';
import { privacyRequests } from '@/lib/db/schema';
import type { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@/lib/db/schema/constants';
import { phoneHash } from './phone-hash';

export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/**
 * Records what a patient asked of the privacy centre and what came of it (the admins' console
 * lists these). Call it in the transaction that does the work, so neither exists without the
 * other: the profile editing calls it with kind 'correction' when the holder's data changes.
 * `outcome` and `details` must hold no personal data (counts, purposes, field names: never a
 * name, a number or an address); the phone is kept only as its keyed hash.
 */
export async function recordPrivacyRequest(
  tx: Db | Tx,
  request: {
    accountId: number | null;
    phone: string;
    kind: PrivacyRequestKind;
    status: PrivacyRequestStatus;
    outcome: string;
    details?: Record<string, unknown>;
  },
): Promise<number> {
  const [row] = await tx
    .insert(privacyRequests)
    .values({
      accountId: request.accountId,
      phoneHash: await phoneHash(tx, request.phone),
      kind: request.kind,
      status: request.status,
      outcome: request.outcome,
      details: request.details ?? {},
    })
    .returning({ id: privacyRequests.id });
  return row.id;
}
