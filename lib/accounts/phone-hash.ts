import 'server-only';
import { createHmac } from 'node:crypto';
import type { Db, Tx } from '@/lib/db/open';
import { serverSecret } from '@/lib/security/server-secret';

/**
 * The phone's keyed hash that the consent ledger and the privacy requests keep (issue 46): it
 * outlives the account, so the hospital can still show what a number consented to and that its
 * erasure was done, without keeping the number. Keyed (HMAC-SHA-256 with a key kept in the
 * database, so a backup restores both), because a plain SHA-256 of a 10-digit mobile number is
 * undone by trying all of them.
 */

const SECRET_NAME = 'privacy-phone-hash';

/** The last ten digits' keyed hash: '+91 98765 43210' and '9876543210' are one phone. */
export async function phoneHash(db: Db | Tx, phone: string): Promise<string> {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return createHmac('sha256', await serverSecret(db, SECRET_NAME))
    .update(`phone:${digits}`)
    .digest('hex');
}
