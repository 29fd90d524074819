/**
 * Every verified payment e-mails its receipt (issue 46): an appointment's fee and a pharmacy
 * order, each through the one checkout's settle, leave one 'payment.receipt' e-mail to the payer
 * with the receipt PDF attached, whose text names the reference and the payment id.
 */
import { eq } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import { appointments, orders, outboxMessages } from '@/lib/db/schema';
import { RECEIPT_TOPIC } from '@/lib/invoices/receipt-email';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { NOW, TOMORROW, createOrder, createWorld, orderBody, provider } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { pdfText } from '../helpers/pdf-tool';
import { deliveryInfo, insertPharmacyFixture } from '../pharmacy/fixtures';

describe.each(engines)('payment receipts e-mailed on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.drop());

  const receiptsOf = (type: string, id: number) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.topic, RECEIPT_TOPIC))
      .then((rows) => rows.filter((r) => r.subjectType === type && r.subjectId === id));

  it("an appointment's fee: one receipt to the patient's e-mail, the PDF attached", async () => {
    const world = await createWorld(t.db);
    const order = await createOrder(
      appointmentPurchase,
      t.db,
      provider,
      orderBody(world, `${TOMORROW} 12:30 PM`),
      { now: NOW },
    );
    const paid = provider.pay(order.id);
    const settled = await confirmCheckout(t.db, provider, appointmentPurchase, paid, { now: NOW });
    // Settled twice (the browser and the webhook): still one receipt.
    await confirmCheckout(t.db, provider, appointmentPurchase, paid, { now: NOW });
    const [booking] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.reference, settled.reference));
    const mails = await receiptsOf('appointment', booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', recipient: booking.email });
    expect(mails[0].attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      encoding: 'base64',
      filename: `receipt-${booking.reference}.pdf`,
    });
    const text = pdfText(Buffer.from(mails[0].attachments[0].content, 'base64'));
    expect(text).toContain(booking.reference);
    expect(text).toContain(`Payment id: ${paid.razorpay_payment_id}`);
  });

  it('a pharmacy order: its receipt beside its tax invoice', async () => {
    const f = await insertPharmacyFixture(t.db);
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [{ id: f.ids['Paracetamol 500mg Tablet'], quantity: 2 }],
      delivery: deliveryInfo(),
    });
    const settled = await confirmCheckout(
      t.db,
      provider,
      pharmacyOrderPurchase,
      provider.pay(order.id),
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.reference, settled.reference!));
    const mails = await receiptsOf('pharmacy_order', row.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe(row.email);
    expect(pdfText(Buffer.from(mails[0].attachments[0].content, 'base64'))).toContain(
      row.reference,
    );
  });
});
