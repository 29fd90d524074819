import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { payments } from '@/lib/db/schema';
import { claimPayment, settledBefore, type SettledOrder } from '@/lib/checkout/payments';
import { PURPOSE_OF, type OrderKind } from './kinds';
import { orderOfPayment } from './store';

/**
 * What every kind's settle step shares (lib/pharmacy/purchase.ts, lib/lab/purchase.ts): the
 * payment's claim, the answer for a payment claimed already, and for one that came too late for
 * what it held.
 */

/**
 * A settle step's first move: the payment of `kind` claimed (claimPayment), with the cart it
 * kept; or, when it was claimed before, the answer given then.
 */
async function claimOrderPayment<Cart>(
  tx: Tx,
  kind: OrderKind,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
): Promise<{ cart: Cart; settled?: undefined } | { settled: SettledOrder }> {
  const purpose = PURPOSE_OF[kind];
  const [claimed] = await claimPayment(tx, purpose, paymentRowId, providerPaymentId, now);
  if (claimed) return { cart: claimed.cart as Cart };
  return { settled: await settledOrderBefore(tx, kind, paymentRowId, providerPaymentId, now) };
}

/**
 * A kind's whole settle step (Purchase.settle), in one transaction: the payment claimed
 * (claimOrderPayment), the answer given before for a payment claimed already, else `storeOrder`
 * writes the order from the cart the payment kept. Each kind's purchase passes only what it writes.
 */
export function settleOnce<Cart, Settled>(
  kind: OrderKind,
  storeOrder: (tx: Tx, cart: Cart, paymentRowId: number, now: Date) => Promise<Settled>,
) {
  return (db: Db, paymentRowId: number, providerPaymentId: string, now: Date) =>
    db.transaction(async (tx): Promise<Settled | SettledOrder> => {
      const claim = await claimOrderPayment<Cart>(tx, kind, paymentRowId, providerPaymentId, now);
      if (claim.settled) return claim.settled;
      return storeOrder(tx, claim.cart, paymentRowId, now);
    });
}

/** A payment of `kind` claimed before: the answer given then (settledBefore). */
async function settledOrderBefore(
  tx: Tx,
  kind: OrderKind,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
): Promise<SettledOrder> {
  const row = await orderOfPayment(tx, kind, paymentRowId);
  return settledBefore(tx, row, paymentRowId, providerPaymentId, now);
}

/**
 * A claimed payment whose order cannot be stored (what it held went to others, or its time has
 * passed): no order, the payment flagged for refund with `reason` for the staff who refund it.
 */
export async function refundInsteadOfOrder(
  tx: Tx,
  paymentId: number,
  reason: string,
  totalPaise: number,
): Promise<SettledOrder> {
  await tx
    .update(payments)
    .set({ refundDue: true, failureReason: reason })
    .where(eq(payments.id, paymentId));
  return { reference: null, totalPaise, created: false, refundDue: true };
}
