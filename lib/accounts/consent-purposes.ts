/**
 * The purposes a patient consents to (DPDP Act 2023 s.6), as words for the privacy centre and the
 * sign-up notice. Pure, so pages, components and tests read the same list.
 */
import { CONSENT_PURPOSES } from '@/lib/db/schema/constants';

export { CONSENT_PURPOSES };
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * What a patient may switch on and off in one click. 'care' is not among them: the hospital
 * cannot book, sell or report to someone whose data it may not use, so that consent ends only
 * with the account (erasure), never by a switch that would leave an account it cannot serve.
 */
export const OPTIONAL_PURPOSES = ['health_tips_email', 'whatsapp_reminders'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

export const PURPOSE_WORDS: Record<ConsentPurpose, { title: string; detail: string }> = {
  care: {
    title: 'Your care',
    detail:
      'Booking appointments, selling medicines and lab tests, sending reports, receipts and invoices, and the messages about them.',
  },
  health_tips_email: {
    title: 'Health tips by e-mail',
    detail:
      'An occasional e-mail with health advice from our doctors. Off unless you switch it on.',
  },
  whatsapp_reminders: {
    title: 'WhatsApp reminders',
    detail:
      'Appointment and refill reminders on WhatsApp besides SMS. Off unless you switch it on.',
  },
};

/** Why 'care' has no switch: said where the switch would be and in the refusal. */
export const CARE_NOT_WITHDRAWABLE =
  'Consent to use your data for your care ends only with your account: to withdraw it, erase your account below.';

export function isOptionalPurpose(value: unknown): value is OptionalPurpose {
  return (OPTIONAL_PURPOSES as readonly unknown[]).includes(value);
}
