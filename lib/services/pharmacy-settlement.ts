import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { payments, pharmacyOrderItems, pharmacyOrders } from '@/lib/db/schema';
import type { SavedDelivery } from '@/lib/validation/delivery';
import type { Clock } from './booking-payment';
import { NotFoundError, PaymentVerificationError, isUniqueViolation } from './errors';
import { recordExtraPayment } from './payments';
import type { PricedCart } from './pharmacy-pricing';

/** What `payments.cart` keeps between the payment order and the verified payment. */
export type StoredCart = PricedCart & { version: 1; delivery: SavedDelivery };

export type ConfirmedPharmacyOrder = {
  reference: string;
  totalPaise: number;
  /** False when this payment had already been stored (a repeated confirmation). */
  created: boolean;
  /** The order was already paid by another payment; this one is recorded for refund. */
  extraPayment?: boolean;
};

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'SPH-' and 10 characters without look-alikes (about 50 bits: not guessable). */
export function newOrderReference(): string {
  const bytes = randomBytes(10);
  return `SPH-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % 32]).join('')}`;
}

/**
 * Writes the order of a verified payment (checkout signature or signed webhook) exactly once:
 * the shape SETTLE_BY_PURPOSE registers for 'pharmacy_order' (lib/services/payment-events.ts).
 * The conditional update claims the payment row: on PostgreSQL a concurrent second call waits
 * for the row lock, then finds the payment already paid and returns the stored order instead of
 * writing another. A failed payment (status 'failed') that the provider later captures is still
 * stored: a paid order is never lost.
 */
export async function settlePharmacyPayment(
  db: Db,
  paymentRowId: number,
  providerPaymentId: string,
  { now = new Date() }: Clock = {},
): Promise<ConfirmedPharmacyOrder> {
  return db.transaction(async (tx) => {
    const [claimed] = await claimPayment(tx, paymentRowId, providerPaymentId, now);
    if (!claimed) return existingOrder(tx, paymentRowId, providerPaymentId, now);
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
        createdAt: now,
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

/** Marks an unpaid pharmacy payment paid; no row when it was paid already (or is not ours). */
async function claimPayment(tx: Tx, paymentRowId: number, providerPaymentId: string, now: Date) {
  try {
    return await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId, failureReason: null, updatedAt: now })
      .where(
        and(
          eq(payments.id, paymentRowId),
          eq(payments.purpose, 'pharmacy_order'),
          ne(payments.status, 'paid'),
        ),
      )
      .returning({ id: payments.id, cart: payments.cart });
  } catch (error) {
    // provider_payment_id is unique: one payment never pays two orders.
    if (isUniqueViolation(error)) {
      throw new PaymentVerificationError('This payment belongs to another order.');
    }
    throw error;
  }
}

async function existingOrder(
  tx: Tx,
  paymentRowId: number,
  providerPaymentId: string,
  now: Date,
): Promise<ConfirmedPharmacyOrder> {
  const [row] = await tx
    .select({
      reference: pharmacyOrders.reference,
      totalPaise: pharmacyOrders.totalPaise,
      paidWith: payments.providerPaymentId,
    })
    .from(payments)
    .innerJoin(pharmacyOrders, eq(pharmacyOrders.id, payments.pharmacyOrderId))
    .where(and(eq(payments.id, paymentRowId), eq(payments.purpose, 'pharmacy_order')))
    .limit(1);
  if (!row) throw new NotFoundError('Unknown payment order');
  const order = { reference: row.reference, totalPaise: row.totalPaise, created: false };
  if (row.paidWith === providerPaymentId) return order;
  const [elsewhere] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .limit(1);
  if (elsewhere) throw new PaymentVerificationError('This payment belongs to another order.');
  await recordExtraPayment(tx, paymentRowId, providerPaymentId, now);
  return { ...order, extraPayment: true };
}
