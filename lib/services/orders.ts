import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/open';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { payments } from '@/lib/db/schema';
import type { PaymentOrderAnswer } from '@/lib/payments/checkout-types';
import type { PaymentProvider } from '@/lib/payments/provider';
import type { SavedDelivery } from '@/lib/validation/delivery';
import { checkoutResultSchema } from '@/lib/validation/payment';
import { pharmacyOrderRequestSchema } from '@/lib/validation/pharmacy-order';
import { validateBody } from '@/lib/validation/validate';
import type { Clock } from './booking-payment';
import {
  InvalidInputError,
  NotFoundError,
  PaymentVerificationError,
  ProviderUnavailableError,
} from './errors';

/** A checkout result whose signature does not verify: the same answer as an appointment's. */
export const PHARMACY_NOT_VERIFIED = 'Payment verification failed. No order was placed.';
import { findPaymentByOrder } from './payments';
import { priceCart } from './pharmacy-pricing';
import {
  settlePharmacyPayment,
  type ConfirmedPharmacyOrder,
  type StoredCart,
} from './pharmacy-settlement';

export { priceCart } from './pharmacy-pricing';
export { settlePharmacyPayment } from './pharmacy-settlement';
export type { ConfirmedPharmacyOrder } from './pharmacy-settlement';

/**
 * POST /api/payment_order, purpose 'pharmacy_order': validates the request, prices the cart on
 * the server (prices, totals and amounts in the body are dropped by the schema), creates the
 * provider order and keeps the priced cart with the delivery info in `payments.cart` until the
 * payment is verified. Nothing about the order is stored before that.
 */
export async function createPharmacyPaymentOrder(
  db: Db,
  provider: PaymentProvider,
  body: unknown,
): Promise<PaymentOrderAnswer> {
  const parsed = await validateBody(pharmacyOrderRequestSchema, body);
  if (!parsed.ok) throw new InvalidInputError(parsed.errors);
  const request = parsed.value;
  const priced = await priceCart(db, request.items, request.coupon_code);
  const delivery = request.delivery as SavedDelivery;
  let orderId: string;
  try {
    const order = await provider.createOrder({
      amountPaise: priced.totalPaise,
      receipt: `pharmacy-${randomBytes(6).toString('hex')}`,
      notes: { purpose: 'pharmacy_order' },
    });
    orderId = order.id;
  } catch (error) {
    logger.error({ err: safeError(error) }, 'payment order creation failed');
    throw new ProviderUnavailableError();
  }
  const cart: StoredCart = { version: 1, ...priced, delivery };
  await db.insert(payments).values({
    provider: provider.name,
    providerOrderId: orderId,
    purpose: 'pharmacy_order',
    cart,
    amountPaise: priced.totalPaise,
    currency: 'INR',
  });
  const count = priced.lines.reduce((n, l) => n + l.quantity, 0);
  return {
    id: orderId,
    amount: priced.totalPaise,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    description: `Saithunga Pharmacy order (${count} ${count === 1 ? 'item' : 'items'})`,
    prefill: { name: delivery.name, email: delivery.email, contact: delivery.phone_number },
  };
}

/**
 * POST /api/pharmacy/orders: the browser's checkout result. The signature is checked in constant
 * time against the order id stored on our side; only then is the order written, once per
 * payment (a webhook may have written it already, in which case its reference is answered).
 */
export async function confirmPharmacyPayment(
  db: Db,
  provider: PaymentProvider,
  body: unknown,
  clock: Clock = {},
): Promise<ConfirmedPharmacyOrder> {
  const parsed = await validateBody(checkoutResultSchema, body);
  if (!parsed.ok) throw new InvalidInputError(parsed.errors);
  const result = parsed.value;
  const payment = await findPaymentByOrder(db, result.razorpay_order_id);
  if (!payment || payment.purpose !== 'pharmacy_order') {
    throw new NotFoundError('Unknown payment order');
  }
  const valid = provider.verifyPayment(
    payment.providerOrderId,
    result.razorpay_payment_id,
    result.razorpay_signature,
  );
  if (!valid) throw new PaymentVerificationError(PHARMACY_NOT_VERIFIED);
  return settlePharmacyPayment(db, payment.id, result.razorpay_payment_id, clock);
}
