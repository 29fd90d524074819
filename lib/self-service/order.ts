import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import {
  medicines,
  payments,
  pharmacyOrderEvents,
  pharmacyOrderItems,
  pharmacyOrders,
  refunds,
} from '@/lib/db/schema';
import { ORDER_STATUS_LABELS } from '@/lib/pharmacy/order-status';
import type { HolderLookup } from './access';
import { maskAddress } from './mask';

/** A shopper's own order on /pharmacy/order (issue 16), once the one-time code has opened it. */

export const findOrderHolder: HolderLookup = async (db, reference, phone) => {
  const [row] = await db
    .select({
      id: pharmacyOrders.id,
      reference: pharmacyOrders.reference,
      email: pharmacyOrders.email,
      phone: pharmacyOrders.phone,
    })
    .from(pharmacyOrders)
    .where(and(eq(pharmacyOrders.reference, reference), eq(pharmacyOrders.phone, phone)));
  return row ?? null;
};

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
  const [order] = await db.select().from(pharmacyOrders).where(eq(pharmacyOrders.id, id));
  if (!order) return null;
  const [lines, history, [refund]] = await Promise.all([
    db
      .select({
        name: medicines.name,
        quantity: pharmacyOrderItems.quantity,
        unitPricePaise: pharmacyOrderItems.unitPricePaise,
      })
      .from(pharmacyOrderItems)
      .innerJoin(medicines, eq(medicines.id, pharmacyOrderItems.medicineId))
      .where(eq(pharmacyOrderItems.orderId, id))
      .orderBy(asc(medicines.name)),
    db
      .select()
      .from(pharmacyOrderEvents)
      .where(eq(pharmacyOrderEvents.orderId, id))
      .orderBy(asc(pharmacyOrderEvents.at), asc(pharmacyOrderEvents.id)),
    db
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(payments)
      .innerJoin(refunds, eq(refunds.providerPaymentId, payments.providerPaymentId))
      .where(and(eq(payments.pharmacyOrderId, id), eq(payments.status, 'paid')))
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
