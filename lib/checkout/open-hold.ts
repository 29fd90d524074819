import 'server-only';
import { NotFoundError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { env } from '@/lib/env';
import { lockHoldOfOrder, markHoldOpened } from './holds';
import type { CheckoutOptions } from './purchase';
import { PURCHASES } from './registry';

/** What opening a checkout did to its hold: its end now, or null when it holds nothing. */
export type OpenedHold = { expiresAt: Date | null; lapsed: boolean };

/**
 * POST /api/payments/opened: the buyer's checkout is open, so the hold gets the whole payment
 * window, counted from when it was made. Once only: a second report, or one for a hold that has
 * already lapsed, changes nothing (a lapsed hold is not revived; a payment made for it still
 * settles by the late-payment rules).
 */
export async function openHeldCheckout(
  db: Db,
  providerOrderId: string,
  options: CheckoutOptions = {},
): Promise<OpenedHold> {
  const now = options.now ?? new Date();
  const holdMinutes = options.holdMinutes ?? env.slotHoldMinutes;
  // What is held stays held (only its end moves), so no page's availability changes.
  return db.transaction(async (tx) => {
    const row = await lockHoldOfOrder(tx, providerOrderId);
    if (!row) throw new NotFoundError('Unknown payment order');
    const { payment, hold } = row;
    if (!hold || payment.status !== 'created') return { expiresAt: null, lapsed: false };
    if (hold.openedAt || hold.expiresAt <= now) {
      return { expiresAt: hold.expiresAt, lapsed: hold.expiresAt <= now };
    }
    const expiresAt = new Date(hold.createdAt.getTime() + holdMinutes * 60_000);
    await PURCHASES[payment.purpose].holdUntil(tx, payment, expiresAt);
    await markHoldOpened(tx, payment.id, now, expiresAt);
    return { expiresAt, lapsed: false };
  });
}
