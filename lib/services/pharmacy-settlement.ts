import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { payments, pharmacyOrderItems, pharmacyOrders } from '@/lib/db/schema';
import type { SavedDelivery } from '@/lib/validation/delivery';
import { PaymentNotFoundError } from './order-errors';
import type { PricedCart } from './pharmacy-pricing';

/** What `payments.cart` keeps between the payment order and the verified payment. */
export type StoredCart = PricedCart & { version: 1; delivery: SavedDelivery };

export type ConfirmedPharmacyOrder = {
  reference: string;
  totalPaise: number;
  /** False when this payment had already been stored (a repeated confirmation). */
  created: boolean;
};

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'SPH-' and 10 characters without look-alikes (about 50 bits: not guessable). */
export function newOrderReference(): string {
  const bytes = randomBytes(10);
  return `SPH-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % 32]).join('')}`;
}

/**
 * Writes the order of a verified payment exactly once. The conditional update claims the
 * payment row: on PostgreSQL a concurrent second call waits for the row lock and then finds
 * the payment already paid, so it returns the stored order instead of writing another.
 */
export async function fulfilPharmacyPayment(
  db: Db,
  providerOrderId: string,
  providerPaymentId: string,
): Promise<ConfirmedPharmacyOrder> {
  return settle(db, eq(payments.providerOrderId, providerOrderId), providerPaymentId);
}

/**
 * The same by payment row id: the shape lib/services/payment-events.ts registers per purpose
 * (SETTLE_BY_PURPOSE), for a payment a signed webhook has already proven.
 */
export async function settlePharmacyPayment(
  db: Db,
  paymentRowId: number,
  providerPaymentId: string,
): Promise<ConfirmedPharmacyOrder> {
  return settle(db, eq(payments.id, paymentRowId), providerPaymentId);
}

async function settle(
  db: Db,
  which: SQL,
  providerPaymentId: string,
): Promise<ConfirmedPharmacyOrder> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId, failureReason: null, updatedAt: sql`now()` })
      .where(and(which, eq(payments.purpose, 'pharmacy_order'), ne(payments.status, 'paid')))
      .returning({ id: payments.id, cart: payments.cart });
    if (!claimed) return existingOrder(tx, which);
    const cart = claimed.cart as StoredCart;
    const d = cart.delivery;
    const [order] = await tx
      .insert(pharmacyOrders)
      .values({
        reference: newOrderReference(),
        name: d.name,
        email: d.email,
        phone: d.phone_number,
        pincode: d.pincode,
        address: d.address,
        expectedDate: d.date,
        expectedTime: d.time,
        couponCode: cart.couponCode,
        couponPercent: cart.couponPercent,
        subtotalPaise: cart.subtotalPaise,
        discountPaise: cart.couponPaise,
        totalPaise: cart.totalPaise,
      })
      .returning({ id: pharmacyOrders.id, reference: pharmacyOrders.reference });
    await tx.insert(pharmacyOrderItems).values(
      cart.lines.map((line) => ({
        orderId: order.id,
        medicineId: line.medicineId,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        unitMrpPaise: line.unitMrpPaise,
      })),
    );
    await tx.update(payments).set({ pharmacyOrderId: order.id }).where(eq(payments.id, claimed.id));
    return { reference: order.reference, totalPaise: cart.totalPaise, created: true };
  });
}

async function existingOrder(db: Db | Tx, which: SQL): Promise<ConfirmedPharmacyOrder> {
  const [row] = await db
    .select({ reference: pharmacyOrders.reference, totalPaise: pharmacyOrders.totalPaise })
    .from(payments)
    .innerJoin(pharmacyOrders, eq(pharmacyOrders.id, payments.pharmacyOrderId))
    .where(and(which, eq(payments.purpose, 'pharmacy_order')))
    .limit(1);
  if (!row) throw new PaymentNotFoundError('Unknown payment order');
  return { ...row, created: false };
}
