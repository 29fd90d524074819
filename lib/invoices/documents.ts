import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import {
  appointments,
  doctors,
  invoices,
  labTests,
  medicines,
  orderItems,
  orders,
  payments,
} from '@/lib/db/schema';
import { issueInvoice } from './issue';
import { requireSeller, type Seller } from './seller';
import { computeTax, type TaxBreakdown } from './tax';

/**
 * What an invoice or a receipt says, read from the database (lib/invoices/pdf.ts draws it).
 * A pharmacy order has a GST tax invoice; every payment (pharmacy, lab, appointment) a receipt.
 * The reads take the order or appointment by its row id: the caller has checked whose it is
 * (lib/accounts/documents.ts).
 */

export type InvoiceDocument = {
  number: string;
  issuedAt: Date;
  seller: Seller;
  orderReference: string;
  orderedAt: Date;
  buyer: { name: string; phone: string; address: string; pincode: string };
  /** Where the invoice is e-mailed; never printed on it. */
  buyerEmail: string;
  tax: TaxBreakdown;
};

export type ReceiptDocument = {
  /** The hospital's name and address, as the receipt's heading. */
  seller: Pick<Seller, 'legalName' | 'address' | 'gstin'> | null;
  reference: string;
  paymentId: string;
  paidAt: Date;
  amountPaise: number;
  payer: string;
  /** What was paid for, one line each. */
  items: string[];
};

/**
 * The tax invoice of pharmacy order `orderId`, issued now if it has none yet (in `tx`). HSN and
 * rate are those stored on each line at the sale; a line sold before they were stored takes the
 * medicine's own today.
 */
export async function invoiceDocument(tx: Tx, orderId: number, now = new Date()) {
  const issued = await issueInvoice(tx, orderId, now);
  const seller = await requireSeller(tx);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    .select({
      description: medicines.name,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      hsnCode: orderItems.hsnCode,
      gstPercent: orderItems.gstPercent,
      medicineHsn: medicines.hsnCode,
      medicineGst: medicines.gstPercent,
    })
    .from(orderItems)
    .innerJoin(medicines, eq(medicines.id, orderItems.medicineId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const tax = computeTax({
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      hsnCode: l.hsnCode ?? l.medicineHsn,
      gstPercent: l.gstPercent ?? l.medicineGst,
    })),
    discountPaise: order.discountPaise,
    deliveryFeePaise: order.deliveryFeePaise,
  });
  if (tax.totals.totalPaise !== order.totalPaise) {
    // Stored lines that do not make the stored total: no invoice rather than a wrong one.
    throw new Error(`invoice of order ${orderId} does not add up to what was paid`);
  }
  return {
    ...issued,
    seller,
    orderReference: order.reference,
    orderedAt: order.createdAt,
    buyer: { name: order.name, phone: order.phone, address: order.address, pincode: order.pincode },
    buyerEmail: order.email,
    tax,
  } satisfies InvoiceDocument;
}

/** Whether order `orderId` has had its invoice issued (the timeline's 'Download invoice'). */
/** Which of `orderIds` have their tax invoice (one query for a whole timeline). */
export async function invoicedOrders(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  return new Set(rows.map((r) => r.orderId));
}

export async function hasInvoice(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return Boolean(row);
}

type PaidRow = { providerPaymentId: string | null; updatedAt: Date; amountPaise: number };

async function paymentOf(db: Db | Tx, where: ReturnType<typeof eq>): Promise<PaidRow | undefined> {
  const [row] = await db
    .select({
      providerPaymentId: payments.providerPaymentId,
      updatedAt: payments.updatedAt,
      amountPaise: payments.amountPaise,
    })
    .from(payments)
    .where(and(where, eq(payments.status, 'paid')))
    .orderBy(asc(payments.id))
    .limit(1);
  return row;
}

const shortSeller = (seller: Seller | null) =>
  seller && { legalName: seller.legalName, address: seller.address, gstin: seller.gstin };

/** The receipt of a pharmacy or lab order's payment, or null when none was verified. */
export async function orderReceipt(
  db: Db | Tx,
  orderId: number,
  seller: Seller | null,
): Promise<ReceiptDocument | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const paid = await paymentOf(db, eq(payments.orderId, orderId));
  if (!order || !paid?.providerPaymentId) return null;
  const items =
    order.kind === 'pharmacy'
      ? await db
          .select({ name: medicines.name, quantity: orderItems.quantity })
          .from(orderItems)
          .innerJoin(medicines, eq(medicines.id, orderItems.medicineId))
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.id))
      : await db
          .select({ name: labTests.name, quantity: orderItems.quantity })
          .from(orderItems)
          .innerJoin(labTests, eq(labTests.id, orderItems.labTestId))
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.id));
  const what = order.kind === 'pharmacy' ? 'Pharmacy order' : 'Lab order';
  return {
    seller: shortSeller(seller),
    reference: order.reference,
    paymentId: paid.providerPaymentId,
    paidAt: order.createdAt,
    amountPaise: order.totalPaise,
    payer: order.name,
    items: [
      `${what} ${order.reference}`,
      ...items.map((i) => `${i.name} x ${i.quantity}`),
      ...(order.deliveryFeePaise > 0 ? ['Delivery charges'] : []),
    ],
  };
}

/** The receipt of an appointment's fee, or null when it was never paid. */
export async function appointmentReceipt(
  db: Db | Tx,
  appointmentId: number,
  seller: Seller | null,
): Promise<ReceiptDocument | null> {
  const [row] = await db
    .select({
      reference: appointments.reference,
      patientName: appointments.patientName,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
      doctor: doctors.name,
      confirmedAt: appointments.confirmedAt,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, appointmentId));
  const paid = await paymentOf(db, eq(payments.appointmentId, appointmentId));
  if (!row || !paid?.providerPaymentId) return null;
  return {
    seller: shortSeller(seller),
    reference: row.reference,
    paymentId: paid.providerPaymentId,
    paidAt: row.confirmedAt ?? paid.updatedAt,
    amountPaise: paid.amountPaise,
    payer: row.patientName,
    items: [
      `Consultation with ${row.doctor}`,
      `Appointment ${row.reference} on ${row.slotDate.split('-').reverse().join('/')} at ${row.slotTime}`,
    ],
  };
}
