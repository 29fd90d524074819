import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ServiceError } from '@/lib/api/errors';
import { downloadRoute } from '@/lib/api/download';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { appointments, orders } from '@/lib/db/schema';
import {
  appointmentReceipt,
  invoiceDocument,
  orderReceipt,
  type ReceiptDocument,
} from '@/lib/invoices/documents';
import { invoiceFileName } from '@/lib/invoices/email';
import { receiptFileName } from '@/lib/invoices/receipt-email';
import { renderInvoicePdf, renderReceiptPdf } from '@/lib/invoices/pdf';
import { findSeller } from '@/lib/invoices/seller';
import { accountOfRequest } from './current';
import { privatePdfDownload, type PdfFile } from './private-pdf';
import type { AccountActor } from './sessions';

/**
 * The signed-in patient's documents (issue 46): a pharmacy order's tax invoice, and the receipt
 * of any payment (pharmacy or lab order, appointment). One guard for all of them: signed in (401),
 * the record the account's own (anything else, unknown or another's, is the same 404, so an id
 * tells nothing about who owns it), then a PDF that is a download, private and never kept.
 */

export const SIGN_IN_REQUIRED = 'Please sign in';

type Params = { reference: string };

/**
 * The signed-in patient of an account API call (read from the request, as /api/account/me does),
 * or its 401 in the one error shape.
 */
export async function signedInAccount(request: Request): Promise<AccountActor> {
  const account = await accountOfRequest(request);
  if (!account) throw new ServiceError(401, SIGN_IN_REQUIRED, 'sign_in_required');
  return account;
}

function accountDocument(
  open: (db: Db, account: AccountActor, reference: string) => Promise<PdfFile | null>,
) {
  return downloadRoute<Params>(async (request, { reference }) => {
    const account = await signedInAccount(request);
    const file = await open(await getDb(), account, reference);
    return file && privatePdfDownload(file);
  });
}

/** The account's order with this reference, or undefined (unknown or not the account's). */
export async function ownOrder(db: Db, accountId: number, reference: string) {
  const [order] = await db
    .select({ id: orders.id, kind: orders.kind })
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.accountId, accountId)));
  return order;
}

export async function ownAppointment(db: Db, accountId: number, reference: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.reference, reference), eq(appointments.accountId, accountId)));
  return row;
}

async function receiptFile(receipt: ReceiptDocument | null): Promise<PdfFile | null> {
  if (!receipt) return null;
  return { fileName: receiptFileName(receipt.reference), bytes: await renderReceiptPdf(receipt) };
}

/** The tax invoice of the account's pharmacy order (issued at this first download if need be). */
export async function ownInvoicePdf(db: Db, account: AccountActor, reference: string) {
  const order = await ownOrder(db, account.id, reference);
  if (order?.kind !== 'pharmacy') return null;
  const invoice = await db.transaction((tx) => invoiceDocument(tx, order.id));
  return { fileName: invoiceFileName(invoice.number), bytes: await renderInvoicePdf(invoice) };
}

export async function ownOrderReceiptPdf(db: Db, account: AccountActor, reference: string) {
  const order = await ownOrder(db, account.id, reference);
  return order ? receiptFile(await orderReceipt(db, order.id, await findSeller(db))) : null;
}

export async function ownAppointmentReceiptPdf(db: Db, account: AccountActor, reference: string) {
  const row = await ownAppointment(db, account.id, reference);
  return row ? receiptFile(await appointmentReceipt(db, row.id, await findSeller(db))) : null;
}

export const invoiceRoute = accountDocument(ownInvoicePdf);
export const orderReceiptRoute = accountDocument(ownOrderReceiptPdf);
export const appointmentReceiptRoute = accountDocument(ownAppointmentReceiptPdf);
