/**
 * The answers of an order purchase's confirmation route (./order-route.ts), described once for
 * every kind of order: they differ only in how the order's reference is described.
 */
import { object } from 'yup';
import { flag, literal, rupees, text } from '@/lib/api/openapi/answer-fields';

const refundDue = () => flag('Always true: a refund is due').oneOf([true]);

/** The stored, extra-payment and refund-due answers of an order whose reference is so described. */
export function orderConfirmationAnswerSchemas(referenceDescription: string) {
  const orderFields = {
    reference: text(referenceDescription),
    total_amount: rupees('What was paid, in rupees'),
  };
  return {
    /** 201 (stored now) or 200 (this payment was stored already). */
    stored: object({ data: object(orderFields) }),
    /** 200: the order was already paid by another payment; this one is recorded for refund. */
    extraPayment: object({
      message: text(),
      code: literal('extra_payment'),
      data: object({ ...orderFields, refund_due: refundDue() }),
    }),
    /** 409: paid after its hold lapsed and what it held went to others; no order, a refund. */
    refundDue: object({
      message: text(),
      code: literal('refund_due'),
      data: object({
        total_amount: rupees('What was paid, in rupees (to be refunded)'),
        refund_due: refundDue(),
      }),
    }),
  };
}
