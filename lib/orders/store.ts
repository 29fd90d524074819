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
  /** A medicine's HSN code and GST rate at the sale, for its tax invoice (lib/invoices). */
  hsnCode?: string;
  gstPercent?: number;
};

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'kind'> & { createdAt: Date };

/** What every kind's kept cart (payments.cart) holds: the priced totals and who pays. */
type KeptCart = {
  subtotalPaise: number;
  couponCode: string | null;
  couponPercent: number;
  couponPaise: number;
  totalPaise: number;
  delivery: { name: string; email: string; phone_number: string; pincode: string; address: string };
};

/** The buyer's phone and e-mail from the contact a kind's request gives (Purchase.buyer). */
export function contactBuyer(contact: { phone_number: string; email: string }) {
  return { phone: contact.phone_number, email: contact.email };
}

/** The buyer and the money of an order, as every kind stores them from its kept cart. */
export function buyerAndTotals({ delivery: d, ...cart }: KeptCart) {
  return {
    name: d.name,
    email: d.email,
    phone: d.phone_number,
    pincode: d.pincode,
    address: d.address,
    couponCode: cart.couponCode,
    couponPercent: cart.couponPercent,
    subtotalPaise: cart.subtotalPaise,
    discountPaise: cart.couponPaise,
    totalPaise: cart.totalPaise,
  };
}

/**
 * Writes a paid order of `kind`: its row, its first event, its lines, and the payment that made
 * it, in the caller's transaction (the purchase's settle). The order belongs to whom the payment
 * was made by and for (lib/checkout/owner.ts): every kind alike, null for a guest's.
 */
export async function storeOrder(
  tx: Tx,
  kind: OrderKind,
  paymentId: number,
  values: NewOrder,
  lines: NewOrderLine[],
) {
  const [owner] = await tx
    .select({ accountId: payments.accountId, patientId: payments.patientId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const [order] = await tx
    .insert(orders)
    .values({
      ...values,
      kind,
      accountId: owner?.accountId ?? null,
      patientId: owner?.patientId ?? null,
    })
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
      hsnCode: line.hsnCode ?? null,
      gstPercent: line.gstPercent ?? null,
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
