import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { labOrders } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { labReportHref } from '@/lib/self-service/links';
import { email, HOSPITAL } from './message-layout';
import { enqueue, type MessageDraft } from './outbox';

/**
 * The patient hears that a lab report is ready (issue 17). The messages carry the page where the
 * report is downloaded after the one-time code, never the report itself: an e-mail or SMS may be
 * read by anyone with the phone or the mailbox, and a report is health data.
 */

export const LAB_REPORT_READY_TOPIC = 'lab_order.report_ready';

export type LabReportNotice = {
  reference: string;
  name: string;
  email: string;
  phone: string;
  /** The report page with the reference filled in. */
  reportUrl: string;
};

export function labReportReady(order: LabReportNotice): MessageDraft[] {
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

/** Queues the messages in the transaction that stores the report. */
export async function noticeLabReportReady(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({
      reference: labOrders.reference,
      name: labOrders.name,
      email: labOrders.email,
      phone: labOrders.phone,
    })
    .from(labOrders)
    .where(eq(labOrders.id, orderId));
  if (!order) return;
  const notice = { ...order, reportUrl: `${env.siteUrl}${labReportHref(order.reference)}` };
  await enqueue(tx, { type: 'lab_order', id: orderId }, labReportReady(notice));
}
