import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { orderEvents, orderItems, orders, payments } from '@/lib/db/schema';
import { ITEM_KIND, PURPOSE_OF, type OrderKind } from './kinds';

/** A line as a purchase stores it: the product of the order's kind, its quantity and prices. */
export type NewOrderLine = {
  productId: number;
  quantity: number;
  unitPricePaise: number;
  unitMrpPaise: number;
};

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'kind'> & { createdAt: Date };

/**
 * Writes a paid order of `kind`: its row, its first event, its lines, and the payment that made
 * it, in the caller's transaction (the purchase's settle).
 */
export async function storeOrder(
  tx: Tx,
  kind: OrderKind,
  paymentId: number,
  values: NewOrder,
  lines: NewOrderLine[],
) {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, kind })
    .returning({ id: orders.id, reference: orders.reference, status: orders.status });
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status: order.status, at: values.createdAt });
  const itemKind = ITEM_KIND[kind];
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      kind: itemKind,
      medicineId: itemKind === 'medicine' ? line.productId : null,
      labTestId: itemKind === 'lab_test' ? line.productId : null,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      unitMrpPaise: line.unitMrpPaise,
    })),
  );
  await tx.update(payments).set({ orderId: order.id }).where(eq(payments.id, paymentId));
  return order;
}

/** The order a payment of `kind` already made, if any, beside the payment's own facts. */
export async function orderOfPayment(tx: Tx, kind: OrderKind, paymentRowId: number) {
  const [row] = await tx
    .select({
      reference: orders.reference,
      totalPaise: orders.totalPaise,
      amountPaise: payments.amountPaise,
      refundDue: payments.refundDue,
      paidWith: payments.providerPaymentId,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentRowId), eq(payments.purpose, PURPOSE_OF[kind])))
    .limit(1);
  return row;
}
