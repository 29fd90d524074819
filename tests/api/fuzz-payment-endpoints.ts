/**
 * The payment endpoints under fuzz: the order (both purposes), the checkout results, a failed
 * checkout, the test checkout's "Pay" and the provider's webhook. Each valid request stands on a
 * fresh provider order made through POST /api/payment_order, as the checkout makes it.
 */
import { randomBytes } from 'node:crypto';
import { deliveryInfo } from '../pharmacy/fixtures';
import { addDays, indiaToday } from '@/lib/time/india';
import { buildCall, send, type App } from './fuzz-app';
import { buyerFields, cartItemFields, f, type Endpoint, type FieldSpec } from './fuzz-fields';
import { PATIENT } from '../booking/fixtures';

function appointmentOrder(app: App) {
  return {
    purpose: 'appointment',
    doctorId: app.world.doctorId,
    slotId: app.world.slotId,
    date: app.world.slotDate,
    ...PATIENT,
  };
}

function pharmacyOrder(app: App) {
  return {
    purpose: 'pharmacy_order',
    items: [{ id: app.world.medicineIds[0], quantity: 2 }],
    coupon_code: 'WELCOME10',
    delivery: deliveryInfo(),
    // Read when the medicine needs a prescription (the contract test's seeded one does).
    prescription: { call_me: true },
  };
}

/** Tomorrow's 07:00 home collection in a served pincode, for one patient. */
function labOrder(app: App) {
  return {
    purpose: 'lab_order',
    items: [{ id: app.world.labTestId, quantity: 1 }],
    patients: [{ name: 'Asha Rao', age: 42, gender: 'female' }],
    contact: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone_number: '9876543210',
      pincode: '560034',
      address: '12, 3rd Cross, Koramangala',
    },
    collection: { date: addDays(indiaToday(), 1), time: '07:00' },
    coupon_code: 'WELCOME10',
  };
}

/** A provider order made through POST /api/payment_order, as the checkout makes it. */
async function createOrder(app: App, body: Record<string, unknown>): Promise<string> {
  const call = buildCall(app, '/api/payment_order', 'json', { body });
  const response = await send(app, 'paymentOrder', call);
  const answer = (await response.json()) as { id?: unknown };
  if (response.status !== 201 || typeof answer.id !== 'string') {
    throw new Error(`the fuzz world could not create an order: ${JSON.stringify(answer)}`);
  }
  return answer.id;
}

const checkoutFields = [
  f(['razorpay_order_id'], 'format'),
  f(['razorpay_payment_id'], 'format'),
  f(['razorpay_signature'], 'format'),
];

/** A checkout result endpoint: sent the provider's signed result of a fresh order of `order`. */
const checkout = (
  route: Endpoint['route'],
  path: string,
  order: (app: App) => Record<string, unknown>,
): Endpoint => ({
  name: `POST ${path}`,
  route,
  encoding: 'json',
  path,
  fields: checkoutFields,
  prepare: async (app) => ({ body: app.provider.pay(await createOrder(app, order(app))) }),
});

function webhookEvent(kind: 'payment.captured' | 'payment.failed', orderId: string) {
  const failure =
    kind === 'payment.failed'
      ? { error_description: 'Card declined by the bank', error_reason: 'payment_failed' }
      : {};
  return {
    entity: 'event',
    event: kind,
    payload: {
      payment: {
        entity: {
          id: `pay_fuzz${randomBytes(6).toString('hex')}`,
          order_id: orderId,
          amount: 80_000,
          currency: 'INR',
          ...failure,
        },
      },
    },
  };
}

const webhookFields = (extra: FieldSpec[]): FieldSpec[] =>
  [
    f(['event'], 'enum'),
    f(['payload'], 'object'),
    f(['payload', 'payment'], 'object'),
    f(['payload', 'payment', 'entity'], 'object'),
    f(['payload', 'payment', 'entity', 'id'], 'format'),
    f(['payload', 'payment', 'entity', 'order_id'], 'format'),
    f(['payload', 'payment', 'entity', 'amount'], 'number'),
    f(['header', 'x-razorpay-signature'], 'header'),
    f(['header', 'x-razorpay-event-id'], 'header'),
    ...extra,
  ].map((field) => ({ ...field, lenient: true }));

const webhook = (kind: 'payment.captured' | 'payment.failed', extra: FieldSpec[]): Endpoint => ({
  name: `POST /api/webhooks/razorpay (${kind})`,
  route: 'webhook',
  encoding: 'webhook',
  path: '/api/webhooks/razorpay',
  fields: webhookFields(extra),
  prepare: async (app) => ({
    body: webhookEvent(kind, await createOrder(app, appointmentOrder(app))),
    headers: { 'x-razorpay-event-id': `evt_fuzz${randomBytes(6).toString('hex')}` },
  }),
});

/** An endpoint whose one field is the id of a fresh appointment's payment order. */
const orderIdOnly = (route: Endpoint['route'], path: string): Endpoint => ({
  name: `POST ${path}`,
  route,
  encoding: 'json',
  path,
  fields: [f(['orderId'], 'format')],
  prepare: async (app) => ({
    body: { orderId: await createOrder(app, appointmentOrder(app)) },
  }),
});

export const PAYMENT_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/payment_order (appointment)',
    route: 'paymentOrder',
    encoding: 'json',
    path: '/api/payment_order',
    fields: [
      f(['purpose'], 'enum'),
      f(['doctorId'], 'number'),
      f(['slotId'], 'number'),
      f(['date'], 'format'),
      f(['name'], 'text'),
      f(['phone'], 'format'),
      f(['gender'], 'enum'),
      f(['disease'], 'text'),
      f(['age'], 'number'),
      f(['email'], 'format'),
      f(['pincode'], 'format'),
    ],
    prepare: async (app) => ({ body: appointmentOrder(app) }),
  },
  {
    name: 'POST /api/payment_order (pharmacy_order)',
    route: 'paymentOrder',
    encoding: 'json',
    path: '/api/payment_order',
    fields: [
      f(['purpose'], 'enum'),
      ...cartItemFields,
      f(['coupon_code'], 'format', { optional: true }),
      ...buyerFields('delivery'),
      f(['delivery', 'date'], 'format'),
      f(['delivery', 'time'], 'format'),
      f(['prescription'], 'object', { optional: true }),
    ],
    prepare: async (app) => ({ body: pharmacyOrder(app) }),
  },
  checkout('addAppointment', '/api/appointment/add_appointment', appointmentOrder),
  {
    name: 'POST /api/payment_order (lab_order)',
    route: 'paymentOrder',
    encoding: 'json',
    path: '/api/payment_order',
    fields: [
      f(['purpose'], 'enum'),
      ...cartItemFields,
      f(['patients'], 'list'),
      f(['patients', 0], 'object'),
      f(['patients', 0, 'name'], 'text'),
      f(['patients', 0, 'age'], 'number'),
      f(['patients', 0, 'gender'], 'enum'),
      ...buyerFields('contact'),
      f(['collection'], 'object'),
      f(['collection', 'date'], 'format'),
      f(['collection', 'time'], 'format'),
      f(['coupon_code'], 'format', { optional: true }),
    ],
    prepare: async (app) => ({ body: labOrder(app) }),
  },
  checkout('pharmacyOrders', '/api/pharmacy/orders', pharmacyOrder),
  checkout('labOrders', '/api/lab/orders', labOrder),
  {
    name: 'POST /api/payments/failed',
    route: 'paymentFailed',
    encoding: 'json',
    path: '/api/payments/failed',
    fields: [f(['orderId'], 'format'), f(['reason'], 'text', { optional: true })],
    prepare: async (app) => ({
      body: {
        orderId: await createOrder(app, appointmentOrder(app)),
        reason: 'Payment cancelled by the user',
      },
    }),
  },
  orderIdOnly('paymentOpened', '/api/payments/opened'),
  orderIdOnly('simulatedPay', '/api/payments/simulated/pay'),
  webhook('payment.captured', []),
  webhook('payment.failed', [
    f(['payload', 'payment', 'entity', 'error_description'], 'text'),
    f(['payload', 'payment', 'entity', 'error_reason'], 'text', { stored: false }),
  ]),
];
