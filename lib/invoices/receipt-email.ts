import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { appointments, orders } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { formatInr } from '@/lib/money';
import { email } from '@/lib/notifications/message-layout';
import { enqueue } from '@/lib/notifications/outbox';
import { appointmentReceipt, orderReceipt } from './documents';
import { renderReceiptPdf } from './pdf';
import { findSeller } from './seller';

export const RECEIPT_TOPIC = 'payment.receipt';

/** The receipt's file name, in the e-mail and the download alike. */
export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;

/** What a receipt is about: an appointment, or a pharmacy or lab order. */
export type Receipted = { type: 'appointment' | 'pharmacy_order' | 'lab_order'; id: number };

/**
 * Queues the receipt of a payment just verified, as a PDF attachment (base64), to the payer's
 * e-mail (issue 46): in the settle's own transaction, after the payment row is marked paid, so
 * the message exists exactly when the payment does. Every payment gets one, whatever it bought;
 * a pharmacy order's GST tax invoice comes in its own e-mail (./email.ts).
 */
export async function sendReceipt(tx: Tx, about: Receipted): Promise<void> {
  const seller = await findSeller(tx);
  const receipt =
    about.type === 'appointment'
      ? await appointmentReceipt(tx, about.id, seller)
      : await orderReceipt(tx, about.id, seller);
  if (!receipt) return;
  const [to] =
    about.type === 'appointment'
      ? await tx
          .select({ email: appointments.email })
          .from(appointments)
          .where(eq(appointments.id, about.id))
      : await tx.select({ email: orders.email }).from(orders).where(eq(orders.id, about.id));
  if (!to?.email) return;
  const pdf = await renderReceiptPdf(receipt);
  await enqueue(tx, about, [
    {
      topic: RECEIPT_TOPIC,
      channel: 'email',
      recipient: to.email,
      ...email({
        subject: `Payment receipt for ${receipt.reference}`,
        heading: 'Your payment receipt',
        intro: `Dear ${receipt.payer}, the receipt of your payment for ${receipt.reference} is attached.`,
        facts: [
          ['Reference', receipt.reference],
          ['Payment id', receipt.paymentId],
          ['Amount paid', formatInr(receipt.amountPaise)],
        ],
        closing: [`Signed in, you can download it again at any time: ${env.siteUrl}/account`],
      }),
      attachments: [
        {
          filename: receiptFileName(receipt.reference),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    },
  ]);
}
