import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { medicines, orderItems } from '@/lib/db/schema';
import { orderRow } from '@/lib/orders/queue';
import { env } from '@/lib/env';
import { trackOrderHref } from '@/lib/self-service/links';
import { ORDER_STATUS_LABELS } from '@/lib/pharmacy/order-status';
import { tellAbout } from './outbox';
import { orderAddressee } from './message-layout';
import { orderPlaced, orderStatusChanged, type OrderNotice } from './order-messages';

/** What an order's messages say, read in the transaction that changes the order. */
export async function loadOrderNotice(tx: Db | Tx, orderId: number): Promise<OrderNotice | null> {
  const order = await orderRow(tx, 'pharmacy', orderId);
  if (!order) return null;
  const lines = await tx
    .select({ name: medicines.name, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(medicines, eq(medicines.id, orderItems.medicineId))
    .where(eq(orderItems.orderId, orderId));
  return {
    ...orderAddressee(order),
    statusLabel: ORDER_STATUS_LABELS[order.status],
    note: order.statusNote,
    lines,
    awaitingPrescription: order.status === 'awaiting_prescription',
    // Rejecting or cancelling records the full refund in the same transaction (moveOrder).
    refundedPaise:
      order.status === 'cancelled' || order.status === 'prescription_rejected'
        ? order.totalPaise
        : 0,
    trackUrl: `${env.siteUrl}${trackOrderHref(order.reference)}`,
  };
}

export async function noticeOrderPlaced(tx: Tx, orderId: number) {
  await tellAbout(tx, { type: 'pharmacy_order', id: orderId }, loadOrderNotice, orderPlaced);
}

export async function noticeOrderStatus(tx: Tx, orderId: number) {
  await tellAbout(tx, { type: 'pharmacy_order', id: orderId }, loadOrderNotice, orderStatusChanged);
}
