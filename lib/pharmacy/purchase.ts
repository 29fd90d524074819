import 'server-only';
import { randomBytes } from 'node:crypto';
import { noticeOrderPlaced } from '@/lib/notifications/order-notice';
import { issueAndSendInvoice } from '@/lib/invoices/email';
import { attachReceipt } from '@/lib/invoices/receipt-email';
import { taxCodesOf } from '@/lib/invoices/tax-codes';
import type { Db } from '@/lib/db/open';
import { refundInsteadOfOrder, settleOnce } from '@/lib/orders/settling';
import { buyerAndTotals, contactBuyer, storeOrder } from '@/lib/orders/store';
import { InvalidInputError } from '@/lib/api/errors';
import { notServiceableMessage } from '@/lib/pharmacy/delivery-area';
import { findDeliveryArea } from '@/lib/pharmacy/delivery-area-reads';
import { priceCart, type PricedCart } from '@/lib/pharmacy/pricing';
import type { SavedDelivery } from '@/lib/pharmacy/delivery-schema';
import { pharmacyOrderRequestSchema, type PharmacyOrderRequest } from '@/lib/pharmacy/order-schema';
import type { SettledOrder } from '../checkout/payments';
import { checkExpectedAmount } from '../checkout/expected-amount';
import { newReference } from '../checkout/reference';
import type { Purchase, Quote } from '../checkout/purchase';
import { itemCount, itemsLabel } from '../item-count';
import {
  checkStockFree,
  holdsOfMedicines,
  holdStock,
  moveStockHold,
  releaseStock,
  takeStock,
} from './stock';
import { LAST_FEW_UNITS } from '../checkout/hold-limits';
import { refuseSecondScarceHold } from '../checkout/holds';
import { PRESCRIPTION_MESSAGES } from './prescription-rules';
import { attachPrescription, checkPrescriptionTokens } from './prescriptions';
import {
  attachEPrescription,
  cartEPrescription,
  checkEPrescriptionBuyer,
  type CartEPrescription,
} from '@/lib/prescriptions/orders';
import { needsPrescription } from './schedule';
import { revalidatePharmacyPages } from './stock-pages';

/**
 * A pharmacy order: the cart is priced on the server (prices, totals and amounts in the body are
 * dropped by the schema) and kept with the delivery info in `payments.cart` until the payment is
 * verified; the order itself is stored only then. Its units are held from the payment order on
 * (lib/pharmacy/stock.ts), so two shoppers can never pay for the same last unit.
 */

/**
 * The prescription a cart with a Schedule H or H1 medicine carries: the uploaded pages' tokens,
 * or the shopper's wish that a pharmacist call them (or both).
 */
export type StoredPrescription = { files: string[]; callMe: boolean };

/** What `payments.cart` keeps between the payment order and the verified payment. */
export type StoredCart = PricedCart & {
  version: 1;
  delivery: SavedDelivery;
  /** Absent for a cart without prescription medicines (and for carts kept before issue 18). */
  prescription?: StoredPrescription;
  /** The hospital's e-prescription the order is placed from (issue 47), checked at the quote. */
  ePrescription?: CartEPrescription;
};

type PharmacyQuote = Quote & { cart: StoredCart };

/** `refundDue`: paid after its hold lapsed, and other shoppers had bought the units. */
export type ConfirmedPharmacyOrder = SettledOrder & {
  /** A medicine of the order is now at or under LOW_STOCK: the pharmacy pages must show it. */
  lowStock?: boolean;
};

/** Written on a payment that came too late for the stock, for the staff who refund it. */
export const SOLD_OUT_REASON = 'Paid after the hold lapsed; the medicines were sold to others';

/** 'SPH-' and 10 characters without look-alikes. */
export const newOrderReference = () => newReference('SPH');

/**
 * The prescription a priced cart must carry: none without a Schedule H or H1 medicine (whatever
 * the request says); with one, uploaded pages that can still be used, or a pharmacist's call.
 */
async function prescriptionFor(
  db: Db,
  priced: PricedCart,
  requested: PharmacyOrderRequest['prescription'],
  ePrescription: CartEPrescription | null,
): Promise<StoredPrescription | null> {
  const rx = priced.lines.filter((line) => needsPrescription(line.schedule));
  if (rx.length === 0) return null;
  const files = [...new Set(requested?.files ?? [])];
  const callMe = requested?.call_me === true;
  // The hospital's own e-prescription of every prescription medicine needs no upload.
  const covered = rx.every((line) => ePrescription?.medicineIds.includes(line.medicineId));
  if (covered && files.length === 0 && !callMe) return null;
  if (files.length === 0 && !callMe) {
    throw new InvalidInputError({ prescription: PRESCRIPTION_MESSAGES.required });
  }
  await checkPrescriptionTokens(db, files);
  return { files, callMe };
}

export const pharmacyOrderPurchase: Purchase<
  PharmacyOrderRequest,
  PharmacyQuote,
  ConfirmedPharmacyOrder
> = {
  purpose: 'pharmacy_order',
  schema: pharmacyOrderRequestSchema,
  notVerified: 'Payment verification failed. No order was placed.',

  async quote(db, request, now) {
    const delivery = request.delivery as SavedDelivery;
    // Refused before any payment: an address the pharmacy does not deliver to.
    const area = await findDeliveryArea(db, delivery.pincode);
    if (!area) {
      throw new InvalidInputError({ 'delivery.pincode': notServiceableMessage(delivery.pincode) });
    }
    const priced = await priceCart(db, request.items, request.coupon_code, area.feePaise);
    checkExpectedAmount(request.expected_amount, priced.totalPaise);
    const ePrescription = request.e_prescription
      ? await cartEPrescription(db, request.e_prescription, now)
      : null;
    const prescription = await prescriptionFor(db, priced, request.prescription, ePrescription);
    return {
      amountPaise: priced.totalPaise,
      receipt: `pharmacy-${randomBytes(6).toString('hex')}`,
      description: `Saithunga Pharmacy order (${itemsLabel(itemCount(priced.lines))})`,
      prefill: { name: delivery.name, email: delivery.email, contact: delivery.phone_number },
      cart: {
        version: 1,
        ...priced,
        delivery,
        ...(prescription && { prescription }),
        ...(ePrescription && { ePrescription }),
      },
    };
  },

  /** Holds the cart's units for as long as the checkout's hold lasts (lib/checkout/holds.ts). */
  async reserve(tx, _request, quote, { now, expiresAt, holder, owner }) {
    const lines = quote.cart.lines;
    if (quote.cart.ePrescription) {
      await checkEPrescriptionBuyer(
        tx,
        quote.cart.ePrescription.id,
        owner,
        quote.cart.delivery.phone_number,
      );
    }
    const free = await checkStockFree(tx, lines, now);
    // A medicine down to its last few units is held by one holder once at a time.
    const scarce = [...free].filter(([, units]) => units <= LAST_FEW_UNITS).map(([id]) => id);
    refuseSecondScarceHold('pharmacy_order', await holdsOfMedicines(tx, scarce, holder, now), now);
    return {
      payment: { cart: quote.cart },
      attach: (atx, paymentRowId) => holdStock(atx, paymentRowId, lines, expiresAt),
    };
  },

  buyer: (request) => contactBuyer(request.delivery as SavedDelivery),

  holdUntil: (tx, payment, expiresAt) => moveStockHold(tx, payment.id, expiresAt),

  /**
   * Writes the order exactly once. The conditional update claims the payment row: on PostgreSQL
   * a concurrent second call waits for the row lock, then finds the payment already paid and
   * returns the stored order instead of writing another. A failed payment (status 'failed') that
   * the provider later captures is still stored: a paid order is never lost.
   */
  settle: settleOnce('pharmacy', async (tx, cart: StoredCart, paymentRowId, now) => {
    const stock = await takeStock(tx, paymentRowId, cart.lines, now);
    if (!stock.taken) {
      return refundInsteadOfOrder(tx, paymentRowId, SOLD_OUT_REASON, cart.totalPaise);
    }
    const d = cart.delivery;
    const codes = await taxCodesOf(
      tx,
      cart.lines.map((line) => line.medicineId),
    );
    const lines = cart.lines.map((line) => ({
      ...line,
      productId: line.medicineId,
      ...codes.get(line.medicineId),
    }));
    const order = await storeOrder(
      tx,
      'pharmacy',
      paymentRowId,
      {
        reference: newOrderReference(),
        ...buyerAndTotals(cart),
        expectedDate: d.date,
        expectedTime: d.time,
        // A cart kept before fees were counted has none.
        deliveryFeePaise: cart.deliveryPaise ?? 0,
        // Not dispatched before a pharmacist has checked the prescription.
        status: cart.prescription ? 'awaiting_prescription' : 'placed',
        prescriptionCall: cart.prescription?.callMe ?? false,
        createdAt: now,
      },
      lines,
    );
    await attachPrescription(tx, order.id, cart.prescription?.files ?? []);
    if (cart.ePrescription) await attachEPrescription(tx, order.id, cart.ePrescription.id);
    await noticeOrderPlaced(tx, order.id);
    await issueAndSendInvoice(tx, order.id, now);
    await attachReceipt(tx, { type: 'pharmacy_order', id: order.id });
    return {
      reference: order.reference,
      totalPaise: cart.totalPaise,
      created: true,
      lowStock: stock.lowStock,
    };
  }),

  /** A failed or abandoned checkout gives its units back at once. */
  async release(tx, payment) {
    await releaseStock(tx, payment.id);
  },

  /** The pages show 'Only N left' and 'Out of stock': a sale that changes what they say renews them. */
  afterChange(settled) {
    if (settled?.lowStock) revalidatePharmacyPages();
  },
};
