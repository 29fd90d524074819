import 'server-only';
import { randomBytes } from 'node:crypto';
import { orderPatients } from '@/lib/db/schema';
import { refundInsteadOfOrder, settleOnce } from '@/lib/orders/settling';
import { buyerAndTotals, contactBuyer, storeOrder } from '@/lib/orders/store';
import { InvalidInputError } from '@/lib/api/errors';
import { attachReceipt } from '@/lib/invoices/receipt-email';
import { noticeLabOrderBooked } from '@/lib/notifications/lab-notice';
import { indiaNow, isPastSlot } from '@/lib/time/india';
import type { SettledOrder } from '../checkout/payments';
import type { Purchase, Quote } from '../checkout/purchase';
import { newReference } from '../checkout/reference';
import { LAST_FEW_PLACES } from '../checkout/hold-limits';
import { refuseSecondScarceHold } from '../checkout/holds';
import { isWindowOpen, LAB_MESSAGES, windowMinute } from './booking-rules';
import {
  labOrderRequestSchema,
  type LabContact,
  type LabOrderRequest,
  type LabPatient,
} from './order-schema';
import { priceLabCart, type PricedLabCart } from './pricing';
import {
  bookWindow,
  clearLapsedHolds,
  findCollectionArea,
  holdWindow,
  holdsInWindow,
  lockAndCountWindow,
  moveWindowHold,
  notCollectedMessage,
  releaseWindow,
  type WindowRef,
} from './windows';
import { checkExpectedAmount } from '../checkout/expected-amount';

/**
 * A lab order (issue 17): tests and packages for one or more patients, collected at home in a
 * 30-minute window. The cart is priced on the server and kept with the patients, the contact and
 * the window in `payments.cart` until the payment is verified; a place in the window is held from
 * the payment order on (./windows.ts), so a window is never booked beyond its capacity. The order
 * itself is stored only once paid.
 */

/** What `payments.cart` keeps between the payment order and the verified payment. */
export type StoredLabCart = PricedLabCart & {
  version: 1;
  /** The contact and address; `delivery` so the refund notice finds the payer as for pharmacy. */
  delivery: LabContact;
  patients: LabPatient[];
  collection: { date: string; minute: number };
};

type LabQuote = Quote & { cart: StoredLabCart; window: WindowRef };

/** `refundDue`: paid after its hold lapsed and others had filled the window, or once it had begun. */
export type ConfirmedLabOrder = SettledOrder;

/** Written on a payment that came too late for its window, for the staff who refund it. */
export const WINDOW_LOST_REASON =
  'Paid after the hold lapsed; the collection window was fully booked';
/** Written on a payment that settled once its collection window had begun. */
export const WINDOW_PASSED_REASON = 'Paid after the collection window had begun';

/** The window a request names, refused unless it is offered and still open at `now`. */
function chosenWindow(request: LabOrderRequest, pincode: string, now: Date): WindowRef {
  const minute = windowMinute(request.collection.time);
  if (minute === null)
    throw new InvalidInputError({ 'collection.time': LAB_MESSAGES.windowInvalid });
  if (!isWindowOpen(request.collection.date, minute, indiaNow(now))) {
    throw new InvalidInputError({ 'collection.time': LAB_MESSAGES.windowClosed });
  }
  return { pincode, date: request.collection.date, minute };
}

export const labOrderPurchase: Purchase<LabOrderRequest, LabQuote, ConfirmedLabOrder> = {
  purpose: 'lab_order',
  schema: labOrderRequestSchema,
  notVerified: 'Payment verification failed. No collection was booked.',

  async quote(db, request, now) {
    const contact = request.contact as LabContact;
    const area = await findCollectionArea(db, contact.pincode);
    if (!area) {
      throw new InvalidInputError({ 'contact.pincode': notCollectedMessage(contact.pincode) });
    }
    const window = chosenWindow(request, area.pincode, now);
    const priced = await priceLabCart(db, request.items, request.coupon_code);
    // Before the window's place is held: nobody pays an amount they were not shown.
    checkExpectedAmount(request.expected_amount, priced.totalPaise);
    const people = request.patients.length;
    return {
      amountPaise: priced.totalPaise,
      receipt: `lab-${randomBytes(6).toString('hex')}`,
      description: `Saithunga Lab home collection (${people} ${people === 1 ? 'patient' : 'patients'})`,
      prefill: { name: contact.name, email: contact.email, contact: contact.phone_number },
      window,
      cart: {
        version: 1,
        ...priced,
        delivery: contact,
        patients: request.patients as LabPatient[],
        collection: { date: window.date, minute: window.minute },
      },
    };
  },

  /**
   * Holds a place in the window for as long as the checkout's hold lasts, or refuses; one of a
   * window's last few places only to a holder who holds none of them yet.
   */
  async reserve(tx, _request, quote, { now, expiresAt, holder }) {
    const counted = await lockAndCountWindow(tx, quote.window, now);
    if (!counted) {
      throw new InvalidInputError({ 'contact.pincode': notCollectedMessage(quote.window.pincode) });
    }
    if (counted.takenByOthers >= counted.capacity) {
      throw new InvalidInputError({ 'collection.time': LAB_MESSAGES.windowFull });
    }
    if (counted.capacity - counted.takenByOthers <= LAST_FEW_PLACES) {
      refuseSecondScarceHold('lab_order', await holdsInWindow(tx, quote.window, holder, now), now);
    }
    await clearLapsedHolds(tx, quote.window.pincode, now);
    return {
      payment: { cart: quote.cart },
      attach: (atx, paymentRowId) => holdWindow(atx, paymentRowId, quote.window, expiresAt),
    };
  },

  buyer: (request) => contactBuyer(request.contact as LabContact),

  holdUntil: (tx, payment, expiresAt) => moveWindowHold(tx, payment.id, expiresAt),

  /**
   * Writes the order exactly once (the claimed payment row decides, as for pharmacy orders). A
   * payment whose hold lapsed still gets its window when a place is free; when others have
   * filled it meanwhile, or the window has begun, no order is stored and the payment is flagged
   * for refund.
   */
  settle: settleOnce('lab', async (tx, cart: StoredLabCart, paymentRowId, now) => {
    const window = {
      pincode: cart.delivery.pincode,
      date: cart.collection.date,
      minute: cart.collection.minute,
    };
    // Approved so late that the window has begun (a checkout closed, then paid in the UPI
    // app): no collection can be booked in the past, so the money goes back.
    const passed = isPastSlot(window.date, window.minute, indiaNow(now));
    const counted = passed ? null : await lockAndCountWindow(tx, window, now, paymentRowId);
    if (!counted || counted.takenByOthers >= counted.capacity) {
      await releaseWindow(tx, paymentRowId);
      const reason = passed ? WINDOW_PASSED_REASON : WINDOW_LOST_REASON;
      return refundInsteadOfOrder(tx, paymentRowId, reason, cart.totalPaise);
    }
    const lines = cart.lines.map((line) => ({ ...line, productId: line.labTestId }));
    const order = await storeOrder(
      tx,
      'lab',
      paymentRowId,
      {
        reference: newReference('SLB'),
        ...buyerAndTotals(cart),
        collectionDate: window.date,
        collectionMinute: window.minute,
        status: 'booked',
        statusChangedAt: now,
        createdAt: now,
      },
      lines,
    );
    await tx.insert(orderPatients).values(cart.patients.map((p) => ({ orderId: order.id, ...p })));
    // A hold that lapsed may have been removed by a failed-payment report: take a place anew.
    const booked = await bookWindow(tx, paymentRowId, order.id);
    if (!booked) await holdWindow(tx, paymentRowId, window, null, order.id);
    await noticeLabOrderBooked(tx, order.id);
    await attachReceipt(tx, { type: 'lab_order', id: order.id });
    return { reference: order.reference, totalPaise: cart.totalPaise, created: true };
  }),

  /** A failed or abandoned checkout gives its place in the window back at once. */
  async release(tx, payment) {
    await releaseWindow(tx, payment.id);
  },
};
