import 'server-only';
import type { Tx } from '@/lib/db/open';
import { env } from '@/lib/env';
import { formatInr } from '@/lib/money';
import { email } from '@/lib/notifications/message-layout';
import { enqueue } from '@/lib/notifications/outbox';
import { invoiceDocument } from './documents';
import { renderInvoicePdf } from './pdf';
import { findSeller } from './seller';

export const INVOICE_TOPIC = 'pharmacy_order.invoice';

/** The invoice's file name, in the e-mail and the download alike. */
export const invoiceFileName = (number: string) => `invoice-${number.replaceAll('/', '-')}.pdf`;

/**
 * Issues a new pharmacy order's tax invoice and queues it, as a PDF attachment (base64), to the
 * buyer's e-mail: in the sale's own transaction (the purchase's settle), so the number, the order
 * and the message are stored together or not at all. While the seller's GSTIN is not set the
 * sale goes on without an invoice (a paid order is never refused for it); the account's download
 * issues it once the settings are complete.
 */
export async function issueAndSendInvoice(tx: Tx, orderId: number, now: Date): Promise<void> {
  if (!(await findSeller(tx))) return;
  const invoice = await invoiceDocument(tx, orderId, now);
  const pdf = await renderInvoicePdf(invoice);
  await enqueue(tx, { type: 'pharmacy_order', id: orderId }, [
    {
      topic: INVOICE_TOPIC,
      channel: 'email',
      recipient: invoice.buyerEmail,
      ...email({
        subject: `Tax invoice ${invoice.number} for order ${invoice.orderReference}`,
        heading: 'Your tax invoice',
        intro: `Dear ${invoice.buyer.name}, your GST tax invoice for order ${invoice.orderReference} is attached.`,
        facts: [
          ['Invoice', invoice.number],
          ['Order', invoice.orderReference],
          ['Amount paid', formatInr(invoice.tax.totals.totalPaise)],
        ],
        closing: [`Signed in, you can download it again at any time: ${env.siteUrl}/account`],
      }),
      attachments: [
        {
          filename: invoiceFileName(invoice.number),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    },
  ]);
}
