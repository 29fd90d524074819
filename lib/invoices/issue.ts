import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { NotFoundError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { invoiceCounters, invoices, orders } from '@/lib/db/schema';
import { financialYearOf, formatInvoiceNumber } from './number';
import { requireSeller } from './seller';

export type IssuedInvoice = { number: string; issuedAt: Date };

/**
 * The tax invoice of pharmacy order `orderId`, issued the first time it is asked for (at the
 * sale, in its settle; or at the first download of an older order) and the same one ever after.
 * The order row is locked first, so two issues of one order wait for each other rather than both
 * taking a number; the counter's upsert then gives each order of a financial year the next
 * serial, in the transaction that inserts the invoice: a rolled-back sale leaves no gap.
 * Refuses (503) while the seller's GSTIN is not set, before any number is taken.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: number,
  now = new Date(),
): Promise<IssuedInvoice> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kind, 'pharmacy')))
    .for('update');
  if (!order) throw new NotFoundError('Not found');
  const [existing] = await tx
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  await requireSeller(tx);
  const financialYear = financialYearOf(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  const [invoice] = await tx
    .insert(invoices)
    .values({ orderId, number: formatInvoiceNumber(financialYear, counter.last), issuedAt: now })
    .returning({ number: invoices.number, issuedAt: invoices.issuedAt });
  return invoice;
}

/** issueInvoice in a transaction of its own (a download of an order sold before invoices). */
export function issueInvoiceNow(db: Db, orderId: number, now = new Date()) {
  return db.transaction((tx) => issueInvoice(tx, orderId, now));
}
