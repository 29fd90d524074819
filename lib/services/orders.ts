import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { payments } from '@/lib/db/schema';
import type { PaymentProvider } from '@/lib/payments/provider';
import type { PharmacyPaymentOrder } from '@/lib/pharmacy/checkout-types';
import type { SavedDelivery } from '@/lib/validation/delivery';
import { fieldErrors } from '@/lib/validation/field-errors';
import { checkoutResultSchema, pharmacyOrderRequestSchema } from '@/lib/validation/pharmacy-order';
import { OrderInputError, PaymentNotFoundError } from './order-errors';
import { priceCart } from './pharmacy-pricing';
import {
  fulfilPharmacyPayment,
  type ConfirmedPharmacyOrder,
  type StoredCart,
} from './pharmacy-settlement';

export { OrderInputError, PaymentNotFoundError } from './order-errors';
export { priceCart } from './pharmacy-pricing';
export { fulfilPharmacyPayment, settlePharmacyPayment } from './pharmacy-settlement';
export type { ConfirmedPharmacyOrder } from './pharmacy-settlement';
export type { PharmacyPaymentOrder } from '@/lib/pharmacy/checkout-types';

/**
 * Step 1 of a pharmacy payment: validates the request, prices the cart on the server, creates
 * the provider order and keeps the priced cart with the delivery info in `payments.cart` until
 * the payment is verified. Nothing about the order is stored before that.
 */
export async function createPharmacyPaymentOrder(
  db: Db,
  provider: PaymentProvider,
  body: unknown,
): Promise<PharmacyPaymentOrder> {
  let request;
  try {
    request = await pharmacyOrderRequestSchema.validate(body, {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors) throw new OrderInputError(errors);
    throw error;
  }
  const priced = await priceCart(db, request.items, request.coupon_code);
  const delivery = request.delivery as SavedDelivery;
  const order = await provider.createOrder({
    amountPaise: priced.totalPaise,
    receipt: `pharmacy-${randomBytes(6).toString('hex')}`,
    notes: { purpose: 'pharmacy_order' },
  });
  const cart: StoredCart = { version: 1, ...priced, delivery };
  await db.insert(payments).values({
    provider: provider.name,
    providerOrderId: order.id,
    purpose: 'pharmacy_order',
    cart,
    amountPaise: priced.totalPaise,
    currency: 'INR',
  });
  const count = priced.lines.reduce((n, l) => n + l.quantity, 0);
  return {
    id: order.id,
    amount: priced.totalPaise,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    ...(provider.checkoutScriptUrl ? { checkoutScriptUrl: provider.checkoutScriptUrl } : {}),
    description: `Saithunga Pharmacy order (${count} ${count === 1 ? 'item' : 'items'})`,
    prefill: { name: delivery.name, email: delivery.email, contact: delivery.phone_number },
  };
}

/**
 * Step 2: the browser's checkout result. The signature is checked in constant time against the
 * order id stored on our side; only then is the order written, once per payment.
 */
export async function confirmPharmacyPayment(
  db: Db,
  provider: PaymentProvider,
  body: unknown,
): Promise<ConfirmedPharmacyOrder> {
  let result;
  try {
    result = await checkoutResultSchema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors) throw new OrderInputError(errors);
    throw error;
  }
  const [payment] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.providerOrderId, result.razorpay_order_id),
        eq(payments.purpose, 'pharmacy_order'),
      ),
    )
    .limit(1);
  if (!payment) throw new PaymentNotFoundError('Unknown payment order');
  const valid = provider.verifyPayment(
    payment.providerOrderId,
    result.razorpay_payment_id,
    result.razorpay_signature,
  );
  if (!valid) throw new OrderInputError({ razorpay_signature: 'Payment verification failed' });
  return fulfilPharmacyPayment(db, payment.providerOrderId, result.razorpay_payment_id);
}
