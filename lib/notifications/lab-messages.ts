import 'server-only';
import { formatInr } from '@/lib/money';
import type { MessageDraft } from './outbox';
import { email, HOSPITAL, refundFact, refundInBrief, type OrderAddressee } from './message-layout';

/** A lab order's messages (issue 17). */

export type LabOrderNotice = OrderAddressee & {
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

export const LAB_SAMPLE_COLLECTED_TOPIC = 'lab_order.collected';

/**
 * The phlebotomist has taken the samples: a text to the patient with the time the report is
 * expected by (the collection plus the longest report time of the order's tests).
 */
export function labSampleCollected(
  order: Pick<LabOrderNotice, 'reference' | 'phone'>,
  reportBy: string,
): MessageDraft[] {
  return [
    {
      topic: LAB_SAMPLE_COLLECTED_TOPIC,
      channel: 'sms',
      recipient: order.phone,
      text: `${HOSPITAL} Lab: samples for ${order.reference} collected. Report expected by ${reportBy}; we will text you the link.`,
    },
  ];
}

/**
 * The patient hears that a lab report is ready (issue 17). The messages carry the page where the
 * report is downloaded after the one-time code, never the report itself: an e-mail or SMS may be
 * read by anyone with the phone or the mailbox, and a report is health data.
 */

export const LAB_REPORT_READY_TOPIC = 'lab_order.report_ready';

export function labReportReady(
  order: Pick<LabOrderNotice, 'reference' | 'name' | 'email' | 'phone' | 'reportUrl'>,
): MessageDraft[] {
  return [
    {
      topic: LAB_REPORT_READY_TOPIC,
      channel: 'email',
      recipient: order.email,
      ...email({
        subject: `Your lab report for ${order.reference} is ready`,
        heading: 'Your lab report is ready',
        intro: `Dear ${order.name}, the report of your home sample collection is ready.`,
        facts: [['Booking', order.reference]],
        closing: [
          `Download it here: ${order.reportUrl}`,
          'For your privacy we do not attach it: the page sends a one-time code to this phone number and e-mail first.',
          'Questions about the results? Please consult your doctor, or call the hospital.',
        ],
      }),
    },
    {
      topic: LAB_REPORT_READY_TOPIC,
      channel: 'sms',
      recipient: order.phone,
      text: `${HOSPITAL}: Your lab report for ${order.reference} is ready. Download it at ${order.reportUrl}`,
    },
  ];
}

/**
 * The lab cancelled a home collection before the visit (issue 17): why, and the full refund to
 * the card or account paid with.
 */
export function labOrderCancelled(
  order: Pick<LabOrderNotice, 'reference' | 'name' | 'email' | 'phone' | 'window' | 'windowShort'>,
  refundedPaise: number,
  reason: string,
): MessageDraft[] {
  return [
    {
      topic: 'lab_order.cancelled',
      channel: 'email',
      recipient: order.email,
      ...email({
        subject: `Home sample collection cancelled: ${order.reference}`,
        heading: 'Your home sample collection is cancelled',
        intro: `Dear ${order.name}, the home sample collection below is cancelled and no one will visit.`,
        facts: [
          ['Booking', order.reference],
          ['Collection', order.window],
          refundFact(refundedPaise),
          ['Reason', reason],
        ],
        closing: ['To book another time, visit our website or call the hospital.'],
      }),
    },
    {
      topic: 'lab_order.cancelled',
      channel: 'sms',
      recipient: order.phone,
      text: `${HOSPITAL} Lab: collection ${order.reference} for ${order.windowShort} is cancelled, ${refundInBrief(refundedPaise)}.`,
    },
  ];
}
