/** The lab calls: a pincode's collection windows, and the paid lab order. */
import { checkoutResultSchema } from '@/lib/checkout/schema';
import * as answers from '@/lib/lab/api-contract';
import { LAB_MESSAGES } from '@/lib/lab/booking-rules';
import { collectionQuerySchema, labCartQuoteSchema } from '@/lib/lab/order-schema';
import { DELIVERY_MESSAGES } from '@/lib/pharmacy/delivery-schema';
import { errorAnswer, JSON_BODY_FAILURES, jsonAnswer } from '../answers';
import { queryParameters, type Operation } from '../operation';
import { read } from './reads';

const TAG = 'Lab tests';

export const LAB_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/lab/collection',
    'getCollectionWindows',
    "A pincode's home sample collection windows for the next seven days, with the places left",
    answers.collectionAnswerSchema,
    {
      caching: 'no-store',
      description:
        'Windows are 30 minutes from 06:00 to 11:00 India time, today and the six days after; a window is closed within an hour of its start. A pincode outside the collection area is an answer (`serviceable: false`), not an error. Never cached: the places left change with every booking.',
      parameters: queryParameters(collectionQuerySchema),
      responses: {
        400: errorAnswer(
          `\`invalid_input\`: '${DELIVERY_MESSAGES.pincodeDigits}' or '${DELIVERY_MESSAGES.pincodeRequired}' in \`errors.pincode\`.`,
        ),
      },
    },
  ),
  {
    method: 'post',
    path: '/api/lab/cart',
    operationId: 'priceLabCart',
    tag: TAG,
    summary: 'Prices a lab cart from the database; stores nothing',
    description:
      "A lab cart is the visitor's own until they pay; its page reads today's prices here. No coupon is taken here: codes are tried only where guesses are counted.",
    requestBody: { contentType: 'application/json', variants: [{ schema: labCartQuoteSchema }] },
    responses: {
      200: jsonAnswer('The lab cart priced now', answers.labCartQuoteAnswerSchema),
      400: errorAnswer(
        `\`invalid_input\`: a line breaks its rule, or names an unknown ('${LAB_MESSAGES.idInvalid}') or withdrawn test, or a package beside one of its own tests, in \`errors['items[i].id']\`.`,
      ),
      ...JSON_BODY_FAILURES,
    },
  },
  {
    method: 'post',
    path: '/api/lab/orders',
    operationId: 'confirmLabOrder',
    tag: TAG,
    summary: "Verifies the checkout's signature, then stores the paid lab order once",
    description:
      "The body is what the provider's checkout returned. The order itself (tests, patients, address, window, coupon) was priced and kept, and a place in the window held, when POST /api/payment_order (purpose 'lab_order') made the provider order.",
    requestBody: { contentType: 'application/json', variants: [{ schema: checkoutResultSchema }] },
    responses: {
      201: jsonAnswer('Stored now', answers.labOrderAnswerSchema),
      200: jsonAnswer(
        "Stored already (a repeated confirmation, or the webhook came first), or paid already by another payment (`code: 'extra_payment'`: this one will be refunded)",
        [answers.labOrderAnswerSchema, answers.labExtraPaymentAnswerSchema],
      ),
      400: errorAnswer(
        '`invalid_input`: a field is missing or malformed; `payment_not_verified`: the signature does not verify, or the payment belongs to another order.',
      ),
      404: errorAnswer("`not_found`: 'Unknown payment order'."),
      409: jsonAnswer(
        '`refund_due`: paid after the hold on the window lapsed and others filled it; no order was stored and the payment will be refunded',
        answers.labRefundDueAnswerSchema,
      ),
      ...JSON_BODY_FAILURES,
      503: errorAnswer(
        '`payments_unavailable`: the site takes no online payment; `service_unavailable`: the database cannot be reached.',
        { retry: true },
      ),
    },
  },
];
