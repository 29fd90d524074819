import 'server-only';
import { formatInr } from '@/lib/money';
import type { MessageDraft } from './outbox';
import { email, HOSPITAL } from './message-layout';

/** A lab order's messages (issue 17). */

export type LabOrderNotice = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  totalPaise: number;
  /** '27 November 2026, 06:30 AM - 07:00 AM'. */
  window: string;
  /** '27 Nov, 6:30 AM', for the SMS. */
  windowShort: string;
  lines: { name: string; quantity: number }[];
  patients: string[];
  /** The longest fast any of the tests asks for; 0 when none does. */
  fastingHours: number;
  /** The page where the patient follows the order and downloads the report. */
  reportUrl: string;
};

export function labOrderBooked(order: LabOrderNotice): MessageDraft[] {
  const fasting =
    order.fastingHours > 0
      ? `Please fast for ${order.fastingHours} hours before the collection: water only.`
      : 'No fasting is needed.';
  return [
    {
      topic: 'lab_order.booked',
      channel: 'email',
      recipient: order.email,
      ...email({
        subject: `Home sample collection ${order.reference} booked`,
        heading: 'Your home sample collection is booked',
        intro: `Dear ${order.name}, we have received your payment. Our phlebotomist will visit at the time below.`,
        facts: [
          ['Booking', order.reference],
          ['Collection', order.window],
          ['Patients', order.patients.join(', ')],
          ...order.lines.map(({ name, quantity }) => [name, `× ${quantity}`] as [string, string]),
          ['Total paid', formatInr(order.totalPaise)],
        ],
        closing: [
          fasting,
          `Follow your booking and download the report when it is ready: ${order.reportUrl}`,
        ],
      }),
    },
    {
      topic: 'lab_order.booked',
      channel: 'sms',
      recipient: order.phone,
      text: `${HOSPITAL} Lab: collection ${order.reference} booked for ${order.windowShort}. ${order.fastingHours > 0 ? `Fast ${order.fastingHours}h before.` : 'No fasting needed.'}`,
    },
  ];
}
