import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { accountColumns } from './accounts';
import { appointments } from './booking';
import { foreignId, timestamptz, timestamptzNow } from './columns';
import { checkOneOf } from './constraints';
import { labCollectionAreas } from './lab';
import { orders } from './orders';
import { medicines } from './pharmacy';
import { staffUsers } from './staff';

export const paymentPurpose = pgEnum('payment_purpose', [
  'appointment',
  'pharmacy_order',
  'lab_order',
]);
export const paymentStatus = pgEnum('payment_status', ['created', 'paid', 'failed']);
export const REFUND_STATUSES = ['pending', 'sending', 'processed', 'failed'] as const;

/**
 * One provider order. For a pharmacy order the cart is kept in `cart` until the payment is
 * verified; only then is the order row written.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    purpose: paymentPurpose('purpose').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'restrict',
    }),
    /** The pharmacy or lab order (in `orders`) the verified payment made. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    cart: jsonb('cart'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatus('status').notNull().default('created'),
    failureReason: text('failure_reason'),
    /** A payment that arrived after its slot was lost: money to return by hand. */
    refundDue: boolean('refund_due').notNull().default(false),
    /**
     * The signed-in account that started the payment and the family member it buys for (issue
     * 46), checked against the session when the payment is created; copied to the order it makes.
     */
    ...accountColumns(),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A second successful payment for a provider order that an earlier payment had already settled
 * (the patient paid twice, in two tabs or after a retry the provider did not stop): the money is
 * kept track of here, flagged for refund, for the hospital's staff to return. One row per
 * provider payment id, so the browser and the webhook reporting it both change nothing more.
 */
export const extraPayments = pgTable(
  'extra_payments',
  {
    id: serial('id').primaryKey(),
    paymentId: foreignId('payment_id', () => payments.id, 'restrict'),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    refundDue: boolean('refund_due').notNull().default(true),
    reason: text('reason').notNull(),
    receivedAt: timestamptzNow('received_at'),
  },
  (t) => [index('extra_payments_payment_idx').on(t.paymentId)],
);

/** Webhook events already handled, so a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptzNow('received_at'),
});

/**
 * Units of a medicine held for a pharmacy checkout while it is paid (lib/pharmacy/stock.ts). A
 * hold counts against the stock until `expires_at`; settling the payment turns it into a stock
 * decrement, a failed payment deletes it, and a lapsed one simply stops counting.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    paymentId: foreignId('payment_id', () => payments.id, 'cascade'),
    medicineId: foreignId('medicine_id', () => medicines.id, 'restrict'),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('stock_holds_medicine_idx').on(t.medicineId, t.expiresAt),
    index('stock_holds_payment_idx').on(t.paymentId),
    check('stock_holds_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Money returned to a payer (issue 15): one full refund per provider payment, so a second refund
 * of the same payment is refused by the unique key whoever asks and however often. The row is
 * written 'pending' in the transaction that cancels what was bought; it is 'sending' while the
 * provider is asked (outside any transaction), then 'processed' (with the provider's refund id)
 * or 'failed' (retried from the console). lib/checkout/refunds.ts.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: foreignId('payment_id', () => payments.id, 'restrict'),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** When the provider was last asked ('sending' rows older than a few minutes are retried). */
    attemptedAt: timestamptz('attempted_at'),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    createdAt: timestamptzNow('created_at'),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    checkOneOf('refunds_status_known', t.status, REFUND_STATUSES),
  ],
);

/**
 * A place in a collection window, held for a checkout while it is paid and kept for the order it
 * became (lib/lab/windows.ts). A hold counts against the window's capacity while `expires_at` is
 * in the future or it has an order; reserving locks the area's row first, so two checkouts of the
 * last place are serialised and the second sees the first's hold.
 */
export const labCollectionHolds = pgTable(
  'lab_collection_holds',
  {
    id: serial('id').primaryKey(),
    paymentId: foreignId('payment_id', () => payments.id, 'cascade').unique(),
    pincode: text('pincode')
      .notNull()
      .references(() => labCollectionAreas.pincode, { onDelete: 'restrict' }),
    collectionDate: text('collection_date').notNull(),
    collectionMinute: smallint('collection_minute').notNull(),
    expiresAt: timestamptz('expires_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('lab_collection_holds_window_idx').on(t.pincode, t.collectionDate, t.collectionMinute),
    check('lab_collection_holds_live', sql`${t.orderId} is not null or ${t.expiresAt} is not null`),
  ],
);

/**
 * Who holds what an unpaid checkout reserves, and until when (issue 48; lib/checkout/holds.ts).
 * One row per payment row that holds something: keyed digests of the holder's client address,
 * phone and e-mail (never the values), so that live holds can be counted per holder and limited.
 * `expires_at` mirrors the reservation's own expiry (appointments, stock_holds,
 * lab_collection_holds): short until the checkout opens (`opened_at`), then extended once to the
 * full payment window. A row only counts while its payment is unpaid ('created') and it has not
 * lapsed; rows a day past their expiry are deleted.
 */
export const checkoutHolds = pgTable(
  'checkout_holds',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    purpose: paymentPurpose('purpose').notNull(),
    clientDigest: text('client_digest').notNull(),
    phoneDigest: text('phone_digest').notNull(),
    emailDigest: text('email_digest').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    openedAt: timestamptz('opened_at'),
  },
  (t) => [
    index('checkout_holds_client_idx').on(t.clientDigest, t.expiresAt),
    index('checkout_holds_phone_idx').on(t.phoneDigest, t.expiresAt),
    index('checkout_holds_email_idx').on(t.emailDigest, t.expiresAt),
    index('checkout_holds_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Random secrets the server makes for itself and every instance shares through the database
 * (the key of the holder digests above), created on first use.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptzNow('created_at'),
});
