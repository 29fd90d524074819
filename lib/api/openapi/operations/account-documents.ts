/**
 * The signed-in patient's documents and reorder (issue 46; docs/decisions/gst-invoices.md and
 * reorder.md): the GST invoice and receipts as PDF downloads, and an earlier order's lines.
 */
import { object } from 'yup';
import { flag, list, literal, nullableText, text, whole } from '../answer-fields';
import { cacheHeader, errorAnswer, jsonAnswer, shared } from '../answers';
import type { Answer, Operation, Parameter } from '../operation';

const TAG = 'Patient accounts';

const referenceParameter = (of: string): Parameter => ({
  name: 'reference',
  in: 'path',
  required: true,
  description: `The ${of}'s reference`,
  schema: { type: 'string', minLength: 1, maxLength: 40 },
});

const SIGN_IN = errorAnswer('`sign_in_required`: no patient is signed in in this browser.');
const NOT_FOUND = errorAnswer(
  "`not_found`: no such record of the signed-in account (another account's records answer the same).",
);

function pdfAnswer(description: string): Answer {
  return {
    description,
    content: { 'application/pdf': null },
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="…"; filename*=UTF-8\'\'…',
        schema: { type: 'string', pattern: '^attachment; ' },
      },
      'Cache-Control': cacheHeader('private'),
    },
  };
}

const receiptOperation = (path: string, operationId: string, of: string): Operation => ({
  method: 'get',
  path,
  operationId,
  tag: TAG,
  summary: `The payment receipt of the signed-in patient's ${of}, as a PDF download`,
  description: 'Payment id, amount, date and what was paid for. Read from the session cookie.',
  parameters: [referenceParameter(of)],
  responses: {
    200: pdfAnswer('The receipt (PDF)'),
    401: SIGN_IN,
    404: NOT_FOUND,
    500: shared('InternalError'),
    503: shared('DatabaseUnavailable'),
  },
});

const cartLineSchema = object({
  id: whole('Medicine id'),
  slug: text(),
  name: text(),
  image: text(),
  pricePaise: whole("Today's selling price, paise"),
  mrpPaise: whole("Today's MRP, paise"),
  discountPercent: whole(),
  packSize: text(),
  available: flag(),
  stock: whole('Units free now, at most 10'),
  schedule: text('OTC, H or H1'),
  quantity: whole('The earlier quantity, capped by the units free and 10'),
  askedQuantity: whole('The earlier quantity'),
});

export const reorderAnswerSchema = object({
  message: literal('Success'),
  data: object({
    reference: text(),
    lines: list(cartLineSchema),
    leftOut: list(object({ id: whole(), name: text(), reason: text() })),
    prescription: object({
      needed: flag(),
      reused: list(object({ token: text(), name: text() })),
      message: nullableText(),
    }),
  }),
});

export const ACCOUNT_DOCUMENT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/account/orders/{reference}/invoice.pdf',
    operationId: 'downloadInvoice',
    tag: TAG,
    summary: "The GST tax invoice of the signed-in patient's pharmacy order, as a PDF download",
    description:
      'Seller, GSTIN, drug licences, invoice number of the financial year, HSN and rate per line, taxable value and CGST/SGST worked out from the tax-inclusive prices. Issued at the sale (or at this first download).',
    parameters: [referenceParameter('pharmacy order')],
    responses: {
      200: pdfAnswer('The tax invoice (PDF)'),
      401: SIGN_IN,
      404: NOT_FOUND,
      500: shared('InternalError'),
      503: errorAnswer(
        "`invoice_seller_missing`: the pharmacy's GSTIN is not set in the settings yet; `service_unavailable`: the database cannot be reached.",
      ),
    },
  },
  receiptOperation('/api/account/orders/{reference}/receipt.pdf', 'downloadOrderReceipt', 'order'),
  receiptOperation(
    '/api/account/appointments/{reference}/receipt.pdf',
    'downloadAppointmentReceipt',
    'appointment',
  ),
  {
    method: 'post',
    path: '/api/account/orders/{reference}/reorder',
    operationId: 'reorder',
    tag: TAG,
    summary: "An earlier pharmacy order's lines for the cart, at today's prices and stock",
    description:
      "No body. Lines no longer sold, not sold online or out of stock are left out and listed; quantities are capped by the units free now. When a pharmacist-accepted Schedule H prescription under 6 months old may serve again, fresh copies of its pages are named by upload tokens the cart's payment order can carry.",
    parameters: [referenceParameter('pharmacy order')],
    responses: {
      200: jsonAnswer('The lines and the prescription verdict', reorderAnswerSchema, 'private'),
      401: SIGN_IN,
      403: shared('CrossSite'),
      404: NOT_FOUND,
      429: shared('RateLimited'),
      500: shared('InternalError'),
      503: shared('DatabaseUnavailable'),
    },
  },
];
