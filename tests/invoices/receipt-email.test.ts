/**
 * Every verified payment e-mails its receipt (issue 46): an appointment's fee and a pharmacy
 * order, each through the one checkout's settle, carry the receipt PDF on their confirmation
 * e-mail to the payer (once, however often the payment is settled), its text naming the
 * reference and the payment id.
 */
import { eq } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import { appointments, orders, outboxMessages } from '@/lib/db/schema';
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

  /** The e-mails about a record that carry a PDF receipt, and those receipts. */
  const receiptsOf = async (type: string, id: number) => {
    const rows = await t.db.select().from(outboxMessages);
    return rows
      .filter((r) => r.subjectType === type && r.subjectId === id && r.channel === 'email')
      .flatMap((r) =>
        r.attachments
          .filter((a) => a.filename.startsWith('receipt-'))
          .map((attachment) => ({ topic: r.topic, recipient: r.recipient, attachment })),
      );
  };

  it("an appointment's fee: its receipt on the confirmation e-mail, once", async () => {
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
    expect(mails[0]).toMatchObject({ topic: 'appointment.confirmed', recipient: booking.email });
    expect(mails[0].attachment).toMatchObject({
      contentType: 'application/pdf',
      encoding: 'base64',
      filename: `receipt-${booking.reference}.pdf`,
    });
    const text = pdfText(Buffer.from(mails[0].attachment.content, 'base64'));
    expect(text).toContain(booking.reference);
    expect(text).toContain(`Payment id: ${paid.razorpay_payment_id}`);
  });

  it('a pharmacy order: its receipt on the order-placed e-mail', async () => {
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
    expect(mails[0]).toMatchObject({ topic: 'pharmacy_order.placed', recipient: row.email });
    expect(pdfText(Buffer.from(mails[0].attachment.content, 'base64'))).toContain(row.reference);
  });
});
