import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { medicines, orderItems, payments, refunds } from '@/lib/db/schema';
import { orderLines } from '@/lib/orders/lines';
import { paymentsOfOrder } from '@/lib/orders/kinds';
import { orderRow } from '@/lib/orders/queue';
import { orderHistory, orderHolder, orderOwner } from '@/lib/orders/tracking';
import { ORDER_STATUS_LABELS } from '@/lib/pharmacy/order-status';
import { maskAddress } from './mask';

/** A shopper's own order on /pharmacy/order (issue 16), once the one-time code has opened it. */

export const findOrderHolder = orderHolder('pharmacy');
export const findOwnedOrder = orderOwner('pharmacy');

export type TrackedOrder = {
  reference: string;
  statusLabel: string;
  statusNote: string;
  lines: { name: string; quantity: number; unitPricePaise: number; totalPaise: number }[];
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  deliveryFeePaise: number;
  totalPaise: number;
  /** Partly masked (./mask.ts), with the pincode. */
  address: string;
  pincode: string;
  expected: string;
  history: { statusLabel: string; note: string; at: Date }[];
  refund: { amountPaise: number; processed: boolean } | null;
};

export async function readTrackedOrder(db: Db, id: number): Promise<TrackedOrder | null> {
  const order = await orderRow(db, 'pharmacy', id);
  if (!order) return null;
  const [lines, history, [refund]] = await Promise.all([
    orderLines(db, 'pharmacy', id, {
      name: medicines.name,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
    }),
    orderHistory(db, 'pharmacy', id),
    db
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(payments)
      .innerJoin(refunds, eq(refunds.providerPaymentId, payments.providerPaymentId))
      .where(and(paymentsOfOrder('pharmacy', id), eq(payments.status, 'paid')))
      .limit(1),
  ]);
  return {
    reference: order.reference,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    statusNote: order.statusNote,
    lines: lines.map((line) => ({ ...line, totalPaise: line.unitPricePaise * line.quantity })),
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    deliveryFeePaise: order.deliveryFeePaise,
    totalPaise: order.totalPaise,
    address: maskAddress(order.address),
    pincode: order.pincode,
    expected: `${order.expectedDate}, ${order.expectedTime}`,
    history: history.map((event) => ({
      statusLabel: ORDER_STATUS_LABELS[event.status],
      note: event.note,
      at: event.at,
    })),
    refund: refund
      ? { amountPaise: refund.amountPaise, processed: refund.status === 'processed' }
      : null,
  };
}
