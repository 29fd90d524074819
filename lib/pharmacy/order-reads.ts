import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { medicines, orderItems, orders } from '@/lib/db/schema';
import { orderLines } from '@/lib/orders/lines';
import { deliveryColumns, ofKind, statusOf } from '@/lib/orders/kinds';
import type { OrderStatus } from './order-status';

export type OrderConfirmation = {
  reference: string;
  totalPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  couponPercent: number;
  deliveryFeePaise: number;
  /** 'awaiting_prescription' until a pharmacist has checked the prescription. */
  status: OrderStatus;
  expectedDate: string;
  expectedTime: string;
  items: { name: string; quantity: number; unitPricePaise: number }[];
};

/** Order references look like 'SPH-' and 10 letters or digits. */
const REFERENCE = /^SPH-[A-Z0-9]{10}$/;

/**
 * A placed order by its reference, for the confirmation page. Not cached: it is read once,
 * right after payment. Contact details are left out: the reference alone should not reveal them.
 */
export async function getOrderConfirmation(reference: string): Promise<OrderConfirmation | null> {
  if (!REFERENCE.test(reference)) return null;
  const db = await getDb();
  const [order] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      totalPaise: orders.totalPaise,
      subtotalPaise: orders.subtotalPaise,
      discountPaise: orders.discountPaise,
      couponPercent: orders.couponPercent,
      deliveryFeePaise: orders.deliveryFeePaise,
      status: statusOf('pharmacy'),
      ...deliveryColumns,
    })
    .from(orders)
    .where(and(ofKind('pharmacy'), eq(orders.reference, reference)))
    .limit(1);
  if (!order) return null;
  const items = await orderLines(db, 'pharmacy', order.id, {
    name: medicines.name,
    quantity: orderItems.quantity,
    unitPricePaise: orderItems.unitPricePaise,
  });
  return {
    reference: order.reference,
    totalPaise: order.totalPaise,
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    couponPercent: order.couponPercent,
    deliveryFeePaise: order.deliveryFeePaise,
    status: order.status,
    expectedDate: order.expectedDate,
    expectedTime: order.expectedTime,
    items,
  };
}
