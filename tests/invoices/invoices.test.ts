import { eq } from 'drizzle-orm';
import {
  accounts,
  appointments,
  invoiceCounters,
  invoices,
  medicines,
  orderItems,
  outboxMessages,
  payments,
  settings,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/open';
import { SimulatedProvider } from '@/lib/payments/simulated';
import {
  ownAppointmentReceiptPdf,
  ownInvoicePdf,
  ownOrderReceiptPdf,
} from '@/lib/accounts/documents';
import { issueInvoice, issueInvoiceNow } from '@/lib/invoices/issue';
import { INVOICE_TOPIC } from '@/lib/invoices/email';
import { SELLER_MISSING } from '@/lib/invoices/seller';
import { SELLER_SETTINGS_KEY } from '@/lib/invoices/seller-settings';
import { SELLER_SETTINGS } from '@/lib/seed/content/site-settings';
import { createWorld } from '../booking/fixtures';
import { paidOrderOf } from '../accounts/fixtures';
import { engines } from '../helpers/db';
import { pdfText } from '../helpers/pdf-tool';
import { deliveryInfo, pharmacyDbForFile } from '../pharmacy/fixtures';

const provider = new SimulatedProvider('invoice-test-secret');

let phones = 0;
async function newAccount(db: Db) {
  phones += 1;
  const [row] = await db
    .insert(accounts)
    .values({ phone: `91000${String(phones).padStart(5, '0')}` })
    .returning({ id: accounts.id, phone: accounts.phone });
  return { id: row.id, phone: row.phone, email: '', sessionHash: 'test' };
}

/** A paid pharmacy order through the one checkout, then owned by `accountId`. */
const buy = (
  db: Db,
  items: { id: number; quantity: number }[],
  accountId: number | null,
  extra: Record<string, unknown> = {},
) => paidOrderOf(db, provider, accountId, items, extra);

const setSeller = (db: Db, value: unknown) =>
  db
    .insert(settings)
    .values({ key: SELLER_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });

describe.each(engines)('GST invoices and receipts on %s', (engine) => {
  const t = pharmacyDbForFile(engine);
  const { id } = t;

  beforeAll(async () => {
    await t.db
      .update(medicines)
      .set({ gstPercent: 5, hsnCode: '30049099' })
      .where(eq(medicines.id, id('Cough Syrup 100ml')));
  });

  it('refuses with a clear error while the GSTIN is not set, and the sale goes on without one', async () => {
    const owner = await newAccount(t.db);
    const order = await buy(t.db, [{ id: id('Cetirizine 10mg Tablet'), quantity: 1 }], owner.id);
    expect(await t.db.select().from(invoices)).toHaveLength(0);
    await expect(ownInvoicePdf(t.db, owner, order.reference)).rejects.toMatchObject({
      status: 503,
      code: 'invoice_seller_missing',
      message: SELLER_MISSING,
    });
    await setSeller(t.db, { ...SELLER_SETTINGS, gstin: '' });
    await expect(issueInvoiceNow(t.db, order.id)).rejects.toMatchObject({ status: 503 });
    expect(await t.db.select().from(invoiceCounters)).toHaveLength(0);
  });

  it('issues at the sale, snapshots HSN and rate, e-mails the PDF, and its text adds up to what was paid', async () => {
    await setSeller(t.db, SELLER_SETTINGS);
    const owner = await newAccount(t.db);
    const order = await buy(
      t.db,
      [
        { id: id('Paracetamol 500mg Tablet'), quantity: 3 },
        { id: id('Cough Syrup 100ml'), quantity: 1 },
      ],
      owner.id,
      { coupon_code: 'WELCOME10', delivery: { ...deliveryInfo(), pincode: '562114' } },
    );
    // (3 x 30 + 120) = 210 rupees, less 10% = 189, plus 49 delivery.
    expect(order.totalPaise).toBe(23800);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.hsnCode, i.gstPercent]).sort()).toEqual([
      ['3004', 12],
      ['30049099', 5],
    ]);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice.number).toMatch(/^SMH\/\d{2}-\d{2}\/\d{6}$/);

    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.topic, INVOICE_TOPIC));
    expect(mail).toMatchObject({ channel: 'email', recipient: 'asha@example.com' });
    expect(mail.attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    const mailed = Buffer.from(mail.attachments[0].content, 'base64');

    const file = await ownInvoicePdf(t.db, owner, order.reference);
    expect(file!.fileName).toBe(`invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    for (const bytes of [file!.bytes, mailed]) {
      const text = pdfText(bytes);
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain(`GSTIN: ${SELLER_SETTINGS.gstin}`);
      expect(text).toContain(invoice.number);
      expect(text).toContain('30049099');
      expect(text).toContain('9968');
      expect(text).toContain('KA-B10-20B-123456');
      const amount = (label: string) => {
        const m = new RegExp(`${label}: Rs\\. ([\\d,]+\\.\\d\\d)`).exec(text);
        return Math.round(Number(m![1].replaceAll(',', '')) * 100);
      };
      const taxable = amount('Total taxable value');
      const cgst = amount('Total CGST');
      const sgst = amount('Total SGST');
      expect(taxable + cgst + sgst).toBe(order.totalPaise);
      expect(amount('Amount paid')).toBe(order.totalPaise);
      expect(cgst - sgst).toBeGreaterThanOrEqual(0);
      expect(cgst - sgst).toBeLessThanOrEqual(3);
    }
  });

  it('issues the same invoice twice, consecutive numbers to concurrent orders, none to an order twice', async () => {
    await setSeller(t.db, SELLER_SETTINGS);
    const owner = await newAccount(t.db);
    const bought = [];
    for (let i = 0; i < 6; i += 1) {
      // Bought before the invoices (their settle issued one): delete it to issue them here.
      const order = await buy(
        t.db,
        [{ id: id('Vitamin C 500mg Chewable'), quantity: 1 }],
        owner.id,
      );
      bought.push(order);
    }
    const ids = bought.map((o) => o.id);
    const before = await t.db.select().from(invoices);
    await t.db.delete(invoices).where(eq(invoices.orderId, ids[0]));
    for (const orderId of ids.slice(1)) {
      await t.db.delete(invoices).where(eq(invoices.orderId, orderId));
    }
    const [{ last }] = await t.db.select().from(invoiceCounters);
    // Each order asked for twice at once.
    const issued = await Promise.all(
      [...ids, ...ids].map((orderId) => issueInvoiceNow(t.db, orderId)),
    );
    const numbers = issued.slice(0, ids.length).map((i) => i.number);
    expect(issued.slice(ids.length).map((i) => i.number)).toEqual(numbers);
    const serials = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(serials).toEqual(ids.map((_, i) => last + 1 + i));
    expect(await t.db.select().from(invoices)).toHaveLength(before.length);
    const again = await t.db.transaction((tx) => issueInvoice(tx, ids[0]));
    expect(again.number).toBe(numbers[0]);
  });

  it('starts a new series on 1 April, India time', async () => {
    await setSeller(t.db, SELLER_SETTINGS);
    const owner = await newAccount(t.db);
    const a = await buy(t.db, [{ id: id('Cetirizine 10mg Tablet'), quantity: 2 }], owner.id);
    const b = await buy(t.db, [{ id: id('Cetirizine 10mg Tablet'), quantity: 3 }], owner.id);
    await t.db.delete(invoices).where(eq(invoices.orderId, a.id));
    await t.db.delete(invoices).where(eq(invoices.orderId, b.id));
    const march = await issueInvoiceNow(t.db, a.id, new Date('2031-03-31T18:29:00Z'));
    const april = await issueInvoiceNow(t.db, b.id, new Date('2031-03-31T18:31:00Z'));
    expect(march.number).toBe('SMH/30-31/000001');
    expect(april.number).toBe('SMH/31-32/000001');
  });

  it("answers nothing (404) for another account's order, an unknown one, a guest's order", async () => {
    await setSeller(t.db, SELLER_SETTINGS);
    const owner = await newAccount(t.db);
    const other = await newAccount(t.db);
    const order = await buy(t.db, [{ id: id('Cetirizine 10mg Tablet'), quantity: 1 }], owner.id);
    const guest = await buy(t.db, [{ id: id('Cetirizine 10mg Tablet'), quantity: 1 }], null);
    expect(await ownInvoicePdf(t.db, other, order.reference)).toBeNull();
    expect(await ownOrderReceiptPdf(t.db, other, order.reference)).toBeNull();
    expect(await ownInvoicePdf(t.db, owner, guest.reference)).toBeNull();
    expect(await ownInvoicePdf(t.db, owner, 'SPH-UNKNOWN000')).toBeNull();
    const receipt = await ownOrderReceiptPdf(t.db, owner, order.reference);
    const text = pdfText(receipt!.bytes);
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toContain(order.reference);
    expect(text).toContain('Rs. 25.00');
    expect(text).toMatch(/Payment id: pay_\w+/);
  });

  it("gives an appointment's paid fee a receipt, to its own account only", async () => {
    const owner = await newAccount(t.db);
    const other = await newAccount(t.db);
    const world = await createWorld(t.db);
    const slotId = Object.values(world.slotIds)[0];
    const [appointment] = await t.db
      .insert(appointments)
      .values({
        reference: 'SAP-RECEIPT01',
        doctorId: world.doctorId,
        slotId,
        slotDate: '2030-03-15',
        slotTime: '09:00 AM',
        patientName: 'Asha Rao',
        phone: owner.phone,
        gender: 'female',
        disease: 'Fever',
        age: 34,
        email: 'asha@example.com',
        pincode: '560038',
        amountPaise: 80000,
        status: 'confirmed',
        confirmedAt: new Date('2030-03-14T04:30:00Z'),
        accountId: owner.id,
      })
      .returning();
    await t.db.insert(payments).values({
      provider: 'simulated',
      providerOrderId: 'order_receipt_1',
      providerPaymentId: 'pay_receipt_1',
      purpose: 'appointment',
      appointmentId: appointment.id,
      amountPaise: 80000,
      status: 'paid',
    });
    expect(await ownAppointmentReceiptPdf(t.db, other, 'SAP-RECEIPT01')).toBeNull();
    const file = await ownAppointmentReceiptPdf(t.db, owner, 'SAP-RECEIPT01');
    const text = pdfText(file!.bytes);
    expect(text).toContain('pay_receipt_1');
    expect(text).toContain('Rs. 800.00');
    expect(text).toContain('Consultation with');
    expect(text).toContain('15/03/2030');
  });
});
