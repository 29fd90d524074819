import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { staffUsers } from '@/lib/db/schema';

/** A member's second factor as the security page shows it: on, or a secret waiting to be confirmed. */
export type SecondFactorState = { on: boolean; pending: string | null };

export async function getSecondFactorState(db: Db, staffId: number): Promise<SecondFactorState> {
  const [account] = await db
    .select({ secret: staffUsers.totpSecret, pending: staffUsers.totpPendingSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return { on: Boolean(account?.secret), pending: account?.pending ?? null };
}
