/**
 * The one checkout (lib/checkout): the provider order for any purchase, the appointment's signed
 * result, a failed checkout, the test checkout's "Pay" and the provider's webhook.
 */
import * as answers from '@/lib/checkout/api-contract';
import { PURCHASES } from '@/lib/checkout/registry';
import { checkoutResultSchema, orderRefSchema, paymentFailedSchema } from '@/lib/checkout/schema';
import { errorAnswer, INVALID_BODY, JSON_BODY_FAILURES, jsonAnswer } from '../answers';
import type { JsonSchema } from '../json-schema';
import type { Operation } from '../operation';

const TAG = 'Payments';

const PAYMENTS_OFF =
  '`payments_unavailable`: the site takes no online payment (no Razorpay keys and no test mode); nothing was held or charged. `service_unavailable`: the database cannot be reached (with Retry-After).';

const NOT_VERIFIED =
  '`invalid_input`: a field is missing or malformed; `payment_not_verified`: the signature does not verify, or the payment belongs to another order.';

/** Razorpay's event, as far as the handler reads it; the rest of the provider's fields pass. */
const WEBHOOK_EVENT: JsonSchema = {
  type: 'object',
  description:
    "Razorpay's webhook event. `payment.captured` and `order.paid` confirm the purchase; `payment.failed` releases what it held; any other event is acknowledged and ignored.",
  properties: {
    event: { type: 'string', examples: ['payment.captured'] },
    payload: {
      type: 'object',
      properties: {
        payment: {
          type: 'object',
          properties: {
            entity: {
              type: 'object',
              properties: {
                id: { type: 'string', description: "The provider's payment id" },
                order_id: { type: 'string', description: "The provider's order id" },
                error_description: { type: 'string' },
                error_reason: { type: 'string' },
              },
            },
          },
        },
        order: {
          type: 'object',
          properties: { entity: { type: 'object', properties: { id: { type: 'string' } } } },
        },
      },
    },
  },
};

export const PAYMENT_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/payment_order',
    operationId: 'createPaymentOrder',
    tag: TAG,
    summary: 'Reserves what the body names and creates the provider order for its price',
    description:
      "`purpose` picks the purchase and the schema of the rest of the body. The price is computed from the database (an `amount` sent by the browser is ignored), with a pharmacy order's delivery fee from its pincode. An appointment holds its slot, a pharmacy order its units and a lab order a place in its collection window, until `expiresAt`; a wrong `coupon_code` spends one of the client's coupon guesses. A signed-in patient (the `patient_session` cookie) may name whom it is for with `patient_id`, one of the ids of GET /api/account/profile (400 on `patient_id` for anyone else's); the payment and what it makes then belong to the account. Without a session `patient_id` is ignored.",
    requestBody: {
      contentType: 'application/json',
      variants: Object.entries(PURCHASES).map(([purpose, purchase]) => ({
        title: purpose,
        schema: purchase.schema,
        properties: { purpose: { const: purpose } },
        required: ['purpose'],
      })),
    },
    responses: {
      201: jsonAnswer(
        'The provider order, for the checkout to open',
        answers.paymentOrderAnswerSchema,
      ),
      400: errorAnswer(
        "`invalid_input`: an unknown `purpose`, a field that breaks its rule, an unknown or unavailable medicine or one never sold online (Schedule X) in `errors['items[i].id']`, a delivery pincode outside the delivery area in `errors['delivery.pincode']`, a cart with a Schedule H or H1 medicine without a prescription (`errors.prescription`) or naming an upload that cannot be used (`errors['prescription.files']`), an `e_prescription` (the verification code of the hospital's e-prescription the order is placed from, standing in for an upload for the medicines it prescribes) that is unknown, more than 30 days old or neither the signed-in account's nor for the delivery phone (`errors.e_prescription`), more units than are free ('Only N of … left in stock…' in `errors['items[i].quantity']`), a lab order's unknown or withdrawn test, or a package beside one of its own tests, in `errors['items[i].id']`, a pincode outside the collection area in `errors['contact.pincode']`, a closed or fully booked collection window in `errors['collection.time']`, or 'Invalid coupon code' in `errors.coupon_code`; `malformed_body`: not a JSON object.",
      ),
      404: errorAnswer("`not_found`: 'Doctor not found'."),
      409: errorAnswer(
        "`slot_taken`: the slot is booked, or held by a payment in progress (possibly the caller's own); `price_changed`: the doctor's fee changed meanwhile, or a cart's `expected_amount` (the amount its page showed, in paise) is not what the order costs now; nothing was reserved.",
      ),
      422: errorAnswer('`slot_refused`: the slot is in the past in India, or not in the schedule.'),
      502: errorAnswer('`provider_unavailable`: the payment provider could not create an order.'),
      ...JSON_BODY_FAILURES,
      429: errorAnswer(
        "`hold_limit`: this phone, e-mail or client address already holds as many unpaid checkouts of this kind as one may (2 appointments, 1 pharmacy order, 1 lab booking per phone or e-mail; 4, 2, 2 per address), or one of a doctor's day's or a collection window's last few places: finish or cancel the other one, or try again after Retry-After seconds; `too_many_attempts`: too many wrong coupon codes (`errors.coupon_code`); `rate_limited`: too many POSTs from this client. Try again after Retry-After seconds.",
        { retry: true },
      ),
      503: errorAnswer(PAYMENTS_OFF, { retry: true }),
    },
  },
  {
    method: 'post',
    path: '/api/appointment/add_appointment',
    operationId: 'confirmAppointment',
    tag: TAG,
    summary: "Verifies the checkout's signature and confirms the booking",
    description:
      "Only the checkout's three fields are read: the patient and slot were stored with the hold. The webhook confirms the same booking if the browser never gets here.",
    requestBody: { contentType: 'application/json', variants: [{ schema: checkoutResultSchema }] },
    responses: {
      200: jsonAnswer(
        "Confirmed (`message: 'Success'`), or already confirmed by another payment (`code: 'extra_payment'`: this one will be refunded)",
        answers.appointmentConfirmedAnswerSchema,
      ),
      400: errorAnswer(NOT_VERIFIED),
      404: errorAnswer("`not_found`: 'Unknown payment order'."),
      409: jsonAnswer(
        '`refund_due`: paid after the hold lapsed and the slot was booked by someone else, or once its time had passed; no booking was made and the payment will be refunded',
        answers.appointmentRefundDueAnswerSchema,
      ),
      ...JSON_BODY_FAILURES,
      503: errorAnswer(PAYMENTS_OFF, { retry: true }),
    },
  },
  {
    method: 'post',
    path: '/api/payments/failed',
    operationId: 'failPayment',
    tag: TAG,
    summary: 'The checkout failed or was closed: marks the payment and releases the hold',
    description:
      'Harmless if misused: a paid payment is never changed, and knowing an order id requires having started that checkout.',
    requestBody: { contentType: 'application/json', variants: [{ schema: paymentFailedSchema }] },
    responses: {
      200: jsonAnswer('Marked (or nothing to do)', answers.paymentFailedAnswerSchema),
      400: INVALID_BODY,
      ...JSON_BODY_FAILURES,
    },
  },
  {
    method: 'post',
    path: '/api/payments/opened',
    operationId: 'openCheckout',
    tag: TAG,
    summary: "The buyer's checkout is open: the hold gets its whole payment window",
    description:
      'A hold lasts HOLD_UNOPENED_SECONDS (2 minutes) until its checkout opens, then SLOT_HOLD_MINUTES (15) counted from when it was made. Extended once: a second call, or one after the hold lapsed, changes nothing (a lapsed hold is not revived).',
    requestBody: { contentType: 'application/json', variants: [{ schema: orderRefSchema }] },
    responses: {
      200: jsonAnswer('The hold and its end', answers.checkoutOpenedAnswerSchema),
      400: INVALID_BODY,
      404: errorAnswer("`not_found`: 'Unknown payment order'."),
      ...JSON_BODY_FAILURES,
    },
  },
  {
    method: 'post',
    path: '/api/payments/simulated/pay',
    operationId: 'paySimulated',
    tag: TAG,
    summary: 'Test mode only: the on-site test checkout pays an order made here',
    description:
      "Exists only in test mode (PAYMENT_TEST_MODE=1 without Razorpay keys), where every payment screen is labelled as a test. It answers the signed result Razorpay's checkout would hand the browser, which then goes through the same verification as a real payment. With real keys it answers 404; with payments off, 503. No real money moves.",
    requestBody: { contentType: 'application/json', variants: [{ schema: orderRefSchema }] },
    responses: {
      200: jsonAnswer(
        "The checkout result, signed with the test secret (send it to the purchase's confirmation call)",
        checkoutResultSchema,
      ),
      400: INVALID_BODY,
      404: errorAnswer(
        "`not_found`: not in test mode ('Not found'), or no order of the test checkout has this id ('Unknown payment order').",
      ),
      ...JSON_BODY_FAILURES,
      503: errorAnswer(PAYMENTS_OFF, { retry: true }),
    },
  },
  {
    method: 'post',
    path: '/api/webhooks/razorpay',
    operationId: 'receiveRazorpayWebhook',
    tag: TAG,
    summary: 'Signed provider events: payment.captured, order.paid, payment.failed',
    description:
      'Called by Razorpay, not by browsers. The signature is checked over the exact bytes received before anything is read. Idempotent by event id and by payment id, so retries and replays change nothing. Under its own, higher rate limit.',
    security: ['razorpaySignature'],
    parameters: [
      {
        name: 'x-razorpay-event-id',
        in: 'header',
        required: false,
        description: 'A replay of an event id already handled changes nothing',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      contentType: 'application/json',
      description: 'At most 64 kB.',
      variants: [{ schema: WEBHOOK_EVENT }],
    },
    responses: {
      200: jsonAnswer('Handled', answers.webhookAnswerSchema),
      400: errorAnswer(
        "`payment_not_verified`: 'Invalid webhook signature'; `invalid_input`: the body is not a JSON object ('Malformed webhook body'); `malformed_body`: not UTF-8.",
      ),
      ...JSON_BODY_FAILURES,
      503: errorAnswer(PAYMENTS_OFF, { retry: true }),
    },
  },
];
