/**
 * The answers of the lab calls, described once: /api/openapi.json converts these schemas and the
 * routes' answers are checked against them by the contract tests. Money is in rupees.
 */
import { object, type InferType } from 'yup';
import {
  flag,
  list,
  nullableText,
  rupees,
  success,
  text,
  whole,
} from '@/lib/api/openapi/answer-fields';
import { orderConfirmationAnswerSchemas } from '@/lib/checkout/order-answers';

const window = object({
  time: text(
    "The window's start, 24-hour 'HH:MM' (India): what a lab order's collection.time names",
  ),
  label: text("'06:30 AM - 07:00 AM'"),
  left: whole('Places left in the window'),
  open: flag('False: full, or starting within the hour (or past)'),
});

/** GET /api/lab/collection: a served pincode with its next seven days of windows, or not served. */
export const collectionAnswerSchema = success(
  object({
    pincode: text('Six digits'),
    serviceable: flag('False: samples are not collected there; `message` says so'),
    area: nullableText('The locality').optional(),
    message: text().optional(),
    days: list(object({ date: text("'yyyy-mm-dd', India"), windows: list(window) })).optional(),
  }),
);

/**
 * POST /api/lab/orders: stored; paid already by another payment; or refund due, paid after the
 * hold lapsed and the window filled meanwhile (or had begun).
 */
export const {
  stored: labOrderAnswerSchema,
  extraPayment: labExtraPaymentAnswerSchema,
  refundDue: labRefundDueAnswerSchema,
} = orderConfirmationAnswerSchemas("The lab order's reference, 'SLB-' and 10 characters");

/** POST /api/lab/cart: the lab cart priced from the database now; nothing is stored. */
export const labCartQuoteAnswerSchema = success(
  object({
    items: list(
      object({
        _id: text('The test or package id'),
        name: text(),
        quantity: whole('People taking it'),
        actual_price: rupees('Unit MRP in rupees'),
        total_price: rupees('Unit price in rupees'),
        line_total: rupees('Price times quantity, in rupees'),
      }),
    ),
    cart_total: rupees('In rupees, before any coupon'),
    mrp_total: rupees('In rupees'),
    saved_percent: whole('Percent saved on the MRP total'),
  }),
);
export type LabCartQuoteAnswer = InferType<typeof labCartQuoteAnswerSchema>;
