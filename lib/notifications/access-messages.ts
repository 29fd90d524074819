import 'server-only';
import { formatInr } from '@/lib/money';
import type { MessageDraft } from './outbox';
import { email, HOSPITAL, REFUND_ROUTE } from './message-layout';

/** The one-time code of the booking and order pages, and the note of a returned payment. */

type Holder = { reference: string; email: string; phone: string };

const WHAT = {
  appointment: { noun: 'booking', page: 'manage your booking' },
  pharmacy_order: { noun: 'order', page: 'see your order' },
  lab_order: { noun: 'lab booking', page: 'see your lab booking and report' },
} as const;

export const ACCESS_CODE_TOPIC = 'access.code';

export function accessCodeMessages(
  kind: keyof typeof WHAT,
  holder: Holder,
  code: string,
  minutes: number,
): MessageDraft[] {
  const { noun, page } = WHAT[kind];
  return [
    {
      topic: ACCESS_CODE_TOPIC,
      channel: 'sms',
      recipient: holder.phone,
      text: `${code} is your ${HOSPITAL} code to ${page} ${holder.reference}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    },
    {
      topic: ACCESS_CODE_TOPIC,
      channel: 'email',
      recipient: holder.email,
      ...email({
        subject: `Your code for ${noun} ${holder.reference}: ${code}`,
        heading: `Your code is ${code}`,
        intro: `Someone, we hope you, asked to ${page} ${holder.reference} on our website.`,
        facts: [
          ['Code', code],
          ['Valid for', `${minutes} minutes`],
        ],
        closing: [
          'Enter the code on the page where you asked for it. Do not share it with anyone: our staff will never ask for it.',
          'If it was not you, you can ignore this message; nothing has changed.',
        ],
      }),
    },
  ];
}

/** Money that bought nothing (paid after the slot or units were gone, or paid twice) is returned. */
export function paymentRefunded(
  payer: { name: string; email: string; phone: string },
  amountPaise: number,
  why: string,
): MessageDraft[] {
  return [
    {
      topic: 'payment.refunded',
      channel: 'email',
      recipient: payer.email,
      ...email({
        subject: `Refund of ${formatInr(amountPaise)} from ${HOSPITAL}`,
        heading: 'We have refunded your payment',
        intro: `Dear ${payer.name}, ${why}`,
        facts: [
          ['Refund', formatInr(amountPaise)],
          ['To', REFUND_ROUTE],
        ],
        closing: ['We are sorry for the trouble. Questions? Call the hospital.'],
      }),
    },
    {
      topic: 'payment.refunded',
      channel: 'sms',
      recipient: payer.phone,
      text: `${HOSPITAL}: we have refunded ${formatInr(amountPaise)} to ${REFUND_ROUTE}.`,
    },
  ];
}
