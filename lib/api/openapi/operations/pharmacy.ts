/** The pharmacy calls (lib/pharmacy/api-shape.ts): catalogue, search, coupons, cart and orders. */
import type { AnySchema } from 'yup';
import { checkoutResultSchema } from '@/lib/checkout/schema';
import * as answers from '@/lib/pharmacy/api-contract';
import { cartQuoteSchema, couponCheckSchema, ORDER_MESSAGES } from '@/lib/pharmacy/order-schema';
import { COUPON_FAILURE_LIMIT } from '@/lib/security/coupon-guesses';
import { LIMITS } from '@/lib/security/limits';
import { errorAnswer, JSON_BODY_FAILURES, jsonAnswer, shared } from '../answers';
import type { Operation } from '../operation';
import { pathParameter } from '../operation';
import { idParameter, PINCODE_SCHEMA } from '../params';
import { DELIVERY_MESSAGES } from '@/lib/pharmacy/delivery-schema';
import {
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_MAX_BYTES,
  UNUSED_PRESCRIPTION_HOURS,
} from '@/lib/pharmacy/prescription-rules';
import { prescriptionUploadSchema } from '@/lib/pharmacy/prescription-schema';
import { read } from './reads';

const TAG = 'Pharmacy';

const couponGuesses = (field: string) =>
  errorAnswer(
    `\`too_many_attempts\`: more than ${COUPON_FAILURE_LIMIT} wrong coupon codes from this cart session (the \`cart_session\` cookie), or a flood of them from its address (counted with every coupon call); \`errors.${field}\` says so. Try again after Retry-After seconds.`,
    { retry: true },
  );

export const PHARMACY_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/medPhram/get_medPhram',
    'getMedicinePage',
    'One page of the catalogue (never the whole list)',
    answers.medicinePageAnswerSchema,
    {
      description: 'The path is spelled so, as the original API.',
      parameters: [
        {
          name: 'page',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
        },
        {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
      ],
      responses: {
        400: errorAnswer('`invalid_input`: `errors` names `page` or `limit`.'),
      },
    },
  ),
  read(
    TAG,
    '/api/medicine/getonemedicine/{id}',
    'getMedicine',
    'One medicine with its details and FAQ',
    answers.medicineOneAnswerSchema,
    {
      parameters: [idParameter('id', 'medicine')],
      responses: {
        400: errorAnswer("`invalid_input`: `id` is not a medicine id ('Unknown medicine')."),
        404: errorAnswer("`not_found`: 'Unknown medicine'."),
      },
    },
  ),
  read(
    TAG,
    '/api/getcategory',
    'getCategories',
    'Medicine categories',
    answers.categoriesAnswerSchema,
  ),
  read(TAG, '/api/getbrand', 'getBrands', 'Medicine brands', answers.brandsAnswerSchema),
  read(
    TAG,
    '/api/pharmacy/search',
    'searchMedicines',
    'Medicine suggestions: substring matches first, then near matches',
    answers.suggestionsAnswerSchema,
    {
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: false,
          description: 'What was typed; no text gives an empty list',
          schema: { type: 'string' },
        },
      ],
    },
  ),
  read(
    TAG,
    '/api/pharmacy/also-bought',
    'cartSuggestions',
    "'Customers also Bought' for a cart: over-the-counter medicines in stock, not in the cart, of its categories first",
    answers.alsoBoughtAnswerSchema,
    {
      parameters: [
        {
          name: 'ids',
          in: 'query',
          required: false,
          description: "The cart's medicine ids, separated by commas; none gives the best sellers",
          schema: { type: 'string', pattern: answers.CART_IDS_PATTERN },
        },
      ],
      responses: {
        400: errorAnswer(
          "`invalid_input`: `ids` is not a list of medicine ids ('Unknown medicine').",
        ),
      },
    },
  ),
  read(
    TAG,
    '/api/pharmacy/pincode/{pincode}',
    'checkPincode',
    'Whether the pharmacy delivers to a pincode, by when and for what fee',
    answers.deliveryAreaAnswerSchema,
    {
      description:
        'A pincode outside the delivery area is an answer (`serviceable: false`), not an error. The checkout refuses such an address before any payment.',
      parameters: [pathParameter('pincode', PINCODE_SCHEMA, 'The delivery pincode')],
      responses: {
        400: errorAnswer(
          `\`invalid_input\`: '${DELIVERY_MESSAGES.pincodeDigits}' in \`errors.pincode\`.`,
        ),
      },
    },
  ),
  {
    method: 'post',
    path: '/api/coupon/check',
    operationId: 'checkCoupon',
    tag: TAG,
    summary: "A coupon's percentage",
    description: `A wrong code answers 400 '${ORDER_MESSAGES.couponInvalid}' and spends one of the client's coupon guesses.`,
    requestBody: { contentType: 'application/json', variants: [{ schema: couponCheckSchema }] },
    responses: {
      200: jsonAnswer('The active coupon the code names', answers.couponCheckAnswerSchema),
      400: errorAnswer(
        `\`invalid_input\`: '${ORDER_MESSAGES.couponInvalid}' in \`errors.code\` (also for a malformed body); \`malformed_body\`: not a JSON object.`,
      ),
      ...JSON_BODY_FAILURES,
      429: couponGuesses('code'),
    },
  },
  {
    method: 'get',
    path: '/api/coupon/get_coupon',
    operationId: 'getCoupon',
    tag: TAG,
    summary: "The spec's coupon list, holding only the active coupon the code names",
    description:
      "Never lists the coupons: without `coupon_code` (or with an empty one) the list is empty; a wrong code gives an empty list and spends one of the client's coupon guesses.",
    parameters: [
      {
        name: 'coupon_code',
        in: 'query',
        required: false,
        description: 'The code typed',
        schema: couponCheckSchema.fields.code as AnySchema,
      },
    ],
    responses: {
      200: jsonAnswer('The coupon, or an empty list', answers.couponListAnswerSchema),
      429: couponGuesses('coupon_code'),
      500: shared('InternalError'),
      503: shared('DatabaseUnavailable'),
    },
  },
  {
    method: 'post',
    path: '/api/pharmacycart/add_pharmacycart',
    operationId: 'priceCart',
    tag: TAG,
    summary: 'Prices a cart from the database; stores nothing',
    description:
      "A cart is the shopper's own until they pay. No coupon is taken here: codes are tried only where guesses are counted.",
    requestBody: { contentType: 'application/json', variants: [{ schema: cartQuoteSchema }] },
    responses: {
      200: jsonAnswer('The cart priced now', answers.cartQuoteAnswerSchema),
      400: errorAnswer(
        `\`invalid_input\`: a line breaks its rule, or names an unknown ('${ORDER_MESSAGES.idInvalid}') or unavailable medicine, in \`errors['items[i].id']\`.`,
      ),
      ...JSON_BODY_FAILURES,
    },
  },
  {
    method: 'post',
    path: '/api/pharmacy/prescriptions',
    operationId: 'uploadPrescription',
    tag: TAG,
    summary: 'Stores one prescription page for a cart with a Schedule H or H1 medicine',
    description: `multipart/form-data with one \`file\`: a photo (JPEG, PNG, WebP; re-encoded without its metadata) or a PDF, judged by its bytes. The answer's \`prescription_id\` goes in the payment order's \`prescription.files\`; a page no order names within ${UNUSED_PRESCRIPTION_HOURS} hours is deleted.`,
    requestBody: {
      contentType: 'multipart/form-data',
      variants: [
        {
          schema: prescriptionUploadSchema,
          properties: {
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The page: at most ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB.`,
            },
          },
        },
      ],
      encoding: { file: { contentType: PRESCRIPTION_ACCEPT.replaceAll(',', ', ') } },
    },
    responses: {
      201: jsonAnswer('Stored', answers.prescriptionUploadAnswerSchema),
      400: errorAnswer(
        '`invalid_input`: no file, or one that is not really a photo or a PDF (`errors.file`); `malformed_body`: not readable multipart.',
      ),
      ...JSON_BODY_FAILURES,
      429: errorAnswer(
        `\`too_many_attempts\`: more than ${LIMITS.prescriptionUpload.points} pages from this client in an hour (\`errors.file\`); \`rate_limited\`: too many POSTs from this client. Try again after Retry-After seconds.`,
        { retry: true },
      ),
    },
  },
  {
    method: 'post',
    path: '/api/pharmacy/orders',
    operationId: 'confirmPharmacyOrder',
    tag: TAG,
    summary: "Verifies the checkout's signature, then stores the paid order once",
    description:
      "The body is what the provider's checkout returned. The order itself (lines, coupon, delivery) was priced and kept when POST /api/payment_order made the provider order.",
    requestBody: { contentType: 'application/json', variants: [{ schema: checkoutResultSchema }] },
    responses: {
      201: jsonAnswer('Stored now', answers.pharmacyOrderAnswerSchema),
      200: jsonAnswer(
        "Stored already (a repeated confirmation, or the webhook came first), or paid already by another payment (`code: 'extra_payment'`: this one will be refunded)",
        [answers.pharmacyOrderAnswerSchema, answers.pharmacyExtraPaymentAnswerSchema],
      ),
      400: errorAnswer(
        '`invalid_input`: a field is missing or malformed; `payment_not_verified`: the signature does not verify, or the payment belongs to another order.',
      ),
      404: errorAnswer("`not_found`: 'Unknown payment order'."),
      409: jsonAnswer(
        '`refund_due`: paid after the hold on the units lapsed and other shoppers bought them; no order was stored and the payment will be refunded',
        answers.pharmacyRefundDueAnswerSchema,
      ),
      ...JSON_BODY_FAILURES,
      503: errorAnswer(
        '`payments_unavailable`: the site takes no online payment; `service_unavailable`: the database cannot be reached.',
        { retry: true },
      ),
    },
  },
];
