import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  LAB_GENDERS,
  LAB_ORDER_STATUSES,
  ORDER_ITEM_KINDS,
  ORDER_KINDS,
  ORDER_STATUSES,
} from './constants';
import { contactColumns, foreignId, timestamptz, timestamptzNow } from './columns';
import { checkOneOf, inList, trigramIndex } from './constraints';
import { accountColumns } from './accounts';
import { labTests } from './lab';
import { medicines } from './pharmacy';

const ANY_ORDER_STATUS = [...ORDER_STATUSES, ...LAB_ORDER_STATUSES] as const;

/**
 * Everything a patient buys (issue 45): one row per paid order, stored once its payment is
 * verified, whatever its kind. What only one kind has is in typed columns that the other kind
 * leaves empty: a pharmacy order's delivery (expected date and time, the prescription call) and a
 * lab order's home collection window; a lab order's patients are in `order_patients`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    reference: text('reference').notNull().unique(),
    ...contactColumns(),
    pincode: text('pincode').notNull(),
    address: text('address').notNull(),
    couponCode: text('coupon_code'),
    couponPercent: smallint('coupon_percent').notNull().default(0),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The pincode's delivery fee when a pharmacy order was priced; 0 for a lab order. */
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** One of the kind's statuses (lib/orders/machines.ts). */
    status: text('status', { enum: ANY_ORDER_STATUS }).notNull(),
    /** Why staff rejected or cancelled the order; '' otherwise. */
    statusNote: text('status_note').notNull().default(''),
    statusChangedAt: timestamptz('status_changed_at'),
    createdAt: timestamptzNow('created_at'),
    /** Pharmacy: dd/mm/yyyy and 12-hour time as the delivery form stores them. */
    expectedDate: text('expected_date'),
    expectedTime: text('expected_time'),
    /** Pharmacy: the shopper asked a pharmacist to call about the prescription. */
    prescriptionCall: boolean('prescription_call').notNull().default(false),
    /** Lab: the collection window, its India date and its start in minutes of the day. */
    collectionDate: text('collection_date'),
    collectionMinute: smallint('collection_minute'),
    /** The account that bought it, and for whom (issue 46); null for a guest's order. */
    ...accountColumns(),
  },
  (t) => [
    check('orders_total_positive', sql`${t.totalPaise} > 0`),
    checkOneOf('orders_kind_known', t.kind, ORDER_KINDS),
    check(
      'orders_status_known',
      sql`(${t.kind} = 'pharmacy' and ${t.status} in (${inList(ORDER_STATUSES)})) or (${t.kind} = 'lab' and ${t.status} in (${inList(LAB_ORDER_STATUSES)}))`,
    ),
    check(
      'orders_kind_facts',
      sql`(${t.kind} = 'pharmacy' and ${t.expectedDate} is not null and ${t.expectedTime} is not null and ${t.collectionDate} is null and ${t.collectionMinute} is null) or (${t.kind} = 'lab' and ${t.collectionDate} is not null and ${t.collectionMinute} is not null and ${t.expectedDate} is null and ${t.expectedTime} is null and ${t.deliveryFeePaise} = 0 and not ${t.prescriptionCall})`,
    ),
    // The staff queue of a kind (lib/orders/queue.ts): newest first, by status, searched with ILIKE.
    index('orders_kind_status_idx').on(t.kind, t.status, t.createdAt),
    index('orders_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('orders_collection_idx').on(t.collectionDate, t.collectionMinute),
    trigramIndex('orders_reference_trgm_idx', t.reference),
    trigramIndex('orders_name_trgm_idx', t.name),
    trigramIndex('orders_phone_trgm_idx', t.phone),
    index('orders_account_idx').on(t.accountId, t.createdAt),
    // Guest orders claimed by the phone an account verified (lib/accounts/claim.ts).
    index('orders_guest_phone_idx')
      .on(t.phone)
      .where(sql`${t.accountId} is null`),
  ],
);

/** One line of an order: a medicine, or a lab test or package (its quantity: the people taking it). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: foreignId('order_id', () => orders.id, 'cascade'),
    kind: text('kind', { enum: ORDER_ITEM_KINDS }).notNull(),
    medicineId: integer('medicine_id').references(() => medicines.id, { onDelete: 'restrict' }),
    labTestId: integer('lab_test_id').references(() => labTests.id, { onDelete: 'restrict' }),
    quantity: smallint('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    unitMrpPaise: integer('unit_mrp_paise').notNull(),
    /** A medicine's HSN code and GST rate when it was sold, for its tax invoice; null for a test. */
    hsnCode: text('hsn_code'),
    gstPercent: smallint('gst_percent'),
  },
  (t) => [
    uniqueIndex('order_items_medicine_idx').on(t.orderId, t.medicineId),
    uniqueIndex('order_items_lab_test_idx').on(t.orderId, t.labTestId),
    index('order_items_medicine_ref_idx').on(t.medicineId),
    check(
      'order_items_one_product',
      sql`(${t.kind} = 'medicine' and ${t.medicineId} is not null and ${t.labTestId} is null and ${t.quantity} between 1 and 20) or (${t.kind} = 'lab_test' and ${t.labTestId} is not null and ${t.medicineId} is null and ${t.quantity} between 1 and 5)`,
    ),
  ],
);

/**
 * Each status an order has had, oldest first: written with the order and with every move
 * (lib/orders/transition.ts), so the tracking page shows when each step happened.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: foreignId('order_id', () => orders.id, 'cascade'),
    status: text('status', { enum: ANY_ORDER_STATUS }).notNull(),
    /** Staff's reason for a rejection or cancellation; '' otherwise. */
    note: text('note').notNull().default(''),
    at: timestamptzNow('at'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at, t.id)],
);

/** The people a lab order's samples are collected from. */
export const orderPatients = pgTable(
  'order_patients',
  {
    id: serial('id').primaryKey(),
    orderId: foreignId('order_id', () => orders.id, 'cascade'),
    name: text('name').notNull(),
    age: smallint('age').notNull(),
    gender: text('gender', { enum: LAB_GENDERS }).notNull(),
  },
  (t) => [
    index('order_patients_order_idx').on(t.orderId),
    check('order_patients_age_range', sql`${t.age} between 0 and 120`),
    checkOneOf('order_patients_gender_known', t.gender, LAB_GENDERS),
  ],
);

/**
 * A pharmacy order's GST tax invoice (lib/invoices): one number per order, from one series per
 * financial year (`invoice_counters`), given in the transaction that first issues it.
 */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  orderId: foreignId('order_id', () => orders.id, 'restrict').unique(),
  number: text('number').notNull().unique(),
  issuedAt: timestamptzNow('issued_at'),
});

/** The last invoice number issued in each financial year ('2026-27'). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull().default(0),
});
