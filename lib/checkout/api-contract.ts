/**
 * The answers of the checkout calls (POST /api/payment_order, the appointment's confirmation, a
 * failed checkout, the test checkout's "Pay" and the provider's webhook), described once: the
 * document at /api/openapi.json converts these schemas; types defined elsewhere (the payment
 * order, the webhook outcome) are bound to them by SameType.
 */
import { object, string, type InferType } from 'yup';
import { flag, literal, oneOfTexts, success, text, whole } from '@/lib/api/openapi/answer-fields';
import type { SameType } from '@/lib/api/openapi/same-type';
import type { PaymentOrderAnswer } from '@/lib/payments/checkout-types';
import type { WebhookOutcome } from './webhook';

const optionalText = (description: string) => string().optional().meta({ description });

/** POST /api/payment_order, for every purpose: what the browser's checkout opens. */
export const paymentOrderAnswerSchema = object({
  id: text("The provider's order id"),
  amount: whole('In paise, priced on the server (an amount sent by the browser is ignored)'),
  currency: literal('INR'),
  key: text("The provider's public key id (never the secret)"),
  provider: oneOfTexts(['razorpay', 'simulated'] as const).meta({
    description: "'simulated' only in test mode (PAYMENT_TEST_MODE=1 without Razorpay keys)",
  }),
  description: optionalText("Shown in the checkout, e.g. 'Consultation with Dr. … on …'"),
  expiresAt: optionalText(
    'When the hold on what is bought lapses (ISO instant): HOLD_UNOPENED_SECONDS after it was made, until POST /api/payments/opened extends it',
  ).meta({
    jsonSchema: { format: 'date-time' },
  }),
  prefill: object({
    name: string().optional(),
    email: string().optional(),
    contact: string().optional(),
  })
    .default(undefined)
    .optional()
    .meta({ description: "The buyer's details the checkout is prefilled with" }),
});

const appointmentData = object({
  reference: text("The booking's reference, 'SMH-' and 10 characters"),
  doctor: text("The doctor's name"),
  date: text('dd/mm/yyyy'),
  time: text("'10:30 AM'"),
  amount: whole('Paid, in paise'),
  payment_status: flag().oneOf([true]),
  refund_due: flag('True when this payment is to be refunded'),
});

/** 200: confirmed ('Success'), or confirmed already by another payment (`extra_payment`). */
export const appointmentConfirmedAnswerSchema = object({
  message: text("'Success', or what the patient must hear about a refund"),
  code: oneOfTexts(['extra_payment'] as const)
    .optional()
    .meta({
      description: 'Present when the booking was already paid: this payment will be refunded',
    }),
  data: appointmentData,
});

/** 409: paid after the hold lapsed and someone else took the slot; the payment is refunded. */
export const appointmentRefundDueAnswerSchema = object({
  message: text(),
  code: literal('refund_due'),
  data: appointmentData,
});

export const paymentFailedAnswerSchema = success(
  object({ released: flag('False when nothing was held or the payment was already settled') }),
);

export const checkoutOpenedAnswerSchema = success(
  object({
    expires_at: string()
      .nullable()
      .defined()
      .meta({
        description:
          'When the hold now lapses (ISO instant); null when the order holds nothing unpaid',
        jsonSchema: { format: 'date-time' },
      }),
    lapsed: flag('True when the hold had lapsed before the checkout opened: it is not revived'),
  }),
);

export const webhookAnswerSchema = object({
  status: oneOfTexts(['processed', 'replayed', 'ignored'] as const).meta({
    description: 'replayed: this event id was handled before; ignored: nothing to do for it',
  }),
});

export const paymentOrderAnswerMatches: SameType<
  PaymentOrderAnswer,
  InferType<typeof paymentOrderAnswerSchema>
> = true;
export const webhookOutcomeMatches: SameType<
  WebhookOutcome,
  InferType<typeof webhookAnswerSchema>['status']
> = true;
