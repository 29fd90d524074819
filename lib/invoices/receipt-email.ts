import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { outboxMessages, type OutboxAttachment } from '@/lib/db/schema';
import { appointmentReceipt, orderReceipt } from './documents';
import { renderReceiptPdf } from './pdf';
import { findSeller } from './seller';

/** The e-mail a payment's receipt rides on: what the buyer is told first when it is verified. */
const CONFIRMATION_TOPIC = {
  appointment: 'appointment.confirmed',
  lab_order: 'lab_order.booked',
  pharmacy_order: 'pharmacy_order.placed',
} as const;

/** The receipt's file name, in the e-mail and the download alike. */
export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;

/** What a receipt is about: an appointment, or a pharmacy or lab order. */
export type Receipted = { type: keyof typeof CONFIRMATION_TOPIC; id: number };

/**
 * Attaches the receipt of a payment just verified, as a PDF (base64), to the confirmation e-mail
 * the same settle has just queued (issue 46): in the settle's own transaction, after the payment
 * row is marked paid and the confirmation written, so the receipt is mailed exactly when the
 * payment is, once, and the buyer gets no extra e-mail for it. A pharmacy order's GST tax invoice
 * comes in its own e-mail (./email.ts).
 */
export async function attachReceipt(tx: Tx, about: Receipted): Promise<void> {
  const seller = await findSeller(tx);
  const receipt =
    about.type === 'appointment'
      ? await appointmentReceipt(tx, about.id, seller)
      : await orderReceipt(tx, about.id, seller);
  if (!receipt) return;
  const pdf = await renderReceiptPdf(receipt);
  const attachment: OutboxAttachment = {
    filename: receiptFileName(receipt.reference),
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
    encoding: 'base64',
  };
  await tx
    .update(outboxMessages)
    .set({
      attachments: sql`${outboxMessages.attachments} || ${JSON.stringify([attachment])}::jsonb`,
    })
    .where(
      and(
        eq(outboxMessages.subjectType, about.type),
        eq(outboxMessages.subjectId, about.id),
        eq(outboxMessages.topic, CONFIRMATION_TOPIC[about.type]),
        eq(outboxMessages.channel, 'email'),
        eq(outboxMessages.status, 'pending'),
      ),
    );
}
