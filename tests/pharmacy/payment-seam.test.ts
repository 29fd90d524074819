/**
 * The pharmacy on the shared payment seam, called as Next calls the routes (a Request in, a
 * Response out): POST /api/payment_order with purpose 'pharmacy_order', the shared test checkout
 * POST /api/payments/simulated/pay, POST /api/pharmacy/orders and POST /api/payments/failed.
 */
import { randomBytes } from 'node:crypto';
import '../helpers/payment-test-mode';
import { eq } from 'drizzle-orm';
import { medicines, payments, orders, stockHolds } from '@/lib/db/schema';
import { appDbMock, useAppDb } from '../helpers/app-db';
// Below app-db: the checkout imports @/lib/db, whose mock (jest.mock below) is built from it.
import { findPaymentByOrder } from '@/lib/checkout/payments';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { anotherShopper, deliveryInfo, insertPharmacyFixture, type Fixture } from './fixtures';
import { apiError, invalidInput } from '../helpers/api-error';

jest.mock('@/lib/db', () => appDbMock());

type Handler = (request: Request) => Promise<Response>;

const QUANTITY = 'Quantity must be a whole number from 1 to 10';

const randomIp = () => randomBytes(4).join('.');

async function call(handler: Handler, path: string, body: unknown) {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      // Each call from its own address: the holds one client may keep are tested elsewhere.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe.each(engines)('pharmacy checkout through the payment seam on %s', (engine) => {
  let t: TestDb;
  let f: Fixture;
  let routes: Record<'order' | 'pay' | 'place' | 'failed', Handler>;
  let findOrder: typeof import('@/lib/pharmacy/order-reads').getOrderConfirmation;

  beforeAll(async () => {
    t = await createTestDb(engine);
    f = await insertPharmacyFixture(t.db);
    useAppDb(t.db);
    routes = {
      order: (await import('@/app/api/payment_order/route')).POST,
      pay: (await import('@/app/api/payments/simulated/pay/route')).POST,
      place: (await import('@/app/api/pharmacy/orders/route')).POST,
      failed: (await import('@/app/api/payments/failed/route')).POST,
    };
    // Imported after the database mock is in place, like the routes.
    findOrder = (await import('@/lib/pharmacy/order-reads')).getOrderConfirmation;
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  const order = (body: Record<string, unknown>) =>
    call(routes.order, '/api/payment_order', { purpose: 'pharmacy_order', ...body });
  const line = (name: string, quantity: unknown) => ({ id: f.ids[name], quantity });
  const countRows = async () => ({
    payments: (await t.db.select({ id: payments.id }).from(payments)).length,
    orders: (await t.db.select({ id: orders.id }).from(orders)).length,
  });

  it('prices the cart from the database; prices and totals the browser sends are ignored', async () => {
    const before = await countRows();
    const res = await order({
      items: [
        { ...line('Paracetamol 500mg Tablet', 3), total_price: 1, pricePaise: 1 },
        { ...line('Cough Syrup 100ml', 1), discount: 99 },
      ],
      coupon_code: 'welcome10',
      amount: 100,
      total_amount: 100,
      delivery: deliveryInfo(),
    });
    // (3 x 30 + 120) = 210 rupees, less 10% = 189 rupees.
    expect(res).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^order_sim/),
        amount: 18_900,
        currency: 'INR',
        key: 'rzp_test_simulated',
        provider: 'simulated',
        description: 'Saithunga Pharmacy order (2 items)',
        prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
        // The units are held for the shopper until then (lib/pharmacy/stock.ts).
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await findPaymentByOrder(t.db, res.body.id)).toMatchObject({
      purpose: 'pharmacy_order',
      status: 'created',
      amountPaise: 18_900,
    });
    // Nothing about the order is stored before its payment is verified.
    expect(await countRows()).toEqual({ payments: before.payments + 1, orders: before.orders });
  });

  it('answers 400 with one message per bad field, and records no payment', async () => {
    const before = await countRows();
    const quantities = await order({
      items: [
        line('Paracetamol 500mg Tablet', 0),
        line('Cough Syrup 100ml', -2),
        line('Cetirizine 10mg Tablet', 1.5),
        line('Ibuprofen 400mg Tablet', 2),
      ],
      delivery: anotherShopper(),
    });
    expect(quantities).toEqual({
      status: 400,
      body: invalidInput({
        'items[0].quantity': QUANTITY,
        'items[1].quantity': QUANTITY,
        'items[2].quantity': QUANTITY,
      }),
    });

    const unknown = await order({
      items: [line('Paracetamol 500mg Tablet', 1), { id: 999_999, quantity: 1 }],
      delivery: anotherShopper(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'items[1].id': 'Unknown medicine' });

    const malformedId = await order({
      items: [{ id: 'abc', quantity: 1 }],
      delivery: anotherShopper(),
    });
    expect(malformedId.status).toBe(400);
    expect(malformedId.body.errors).toEqual({ 'items[0].id': 'Unknown medicine' });

    const noPurpose = await call(routes.order, '/api/payment_order', { items: [] });
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body.errors).toEqual({ purpose: 'Unknown payment purpose' });
    const notJson = await call(routes.order, '/api/payment_order', 'not json');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual(
      apiError({ code: 'malformed_body', message: 'Malformed JSON body' }),
    );

    expect(await countRows()).toEqual(before);
  });

  it('stores a verified order once; it is found by its reference', async () => {
    const created = await order({
      items: [line('Vitamin C 500mg Chewable', 2), line('Cetirizine 10mg Tablet', 4)],
      coupon_code: 'HEALTH15',
      delivery: anotherShopper(),
    });
    const paid = await call(routes.pay, '/api/payments/simulated/pay', {
      orderId: created.body.id,
    });
    expect(paid.status).toBe(200);
    const before = await countRows();

    const forged = await call(routes.place, '/api/pharmacy/orders', {
      ...paid.body,
      razorpay_signature: 'ab'.repeat(32),
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual(
      apiError({ code: 'payment_not_verified', message: pharmacyOrderPurchase.notVerified }),
    );
    const unknown = await call(routes.place, '/api/pharmacy/orders', {
      ...paid.body,
      razorpay_order_id: 'order_unknown1',
    });
    expect(unknown.status).toBe(404);
    expect(await countRows()).toEqual(before);

    const first = await call(routes.place, '/api/pharmacy/orders', paid.body);
    // (2 x 150 + 4 x 25) = 400 rupees, less 15% = 340 rupees.
    expect(first).toEqual({
      status: 201,
      body: { data: { reference: expect.stringMatching(/^SPH-[A-Z0-9]{10}$/), total_amount: 340 } },
    });
    const again = await call(routes.place, '/api/pharmacy/orders', paid.body);
    expect(again).toEqual({ status: 200, body: first.body });
    expect(await countRows()).toEqual({ payments: before.payments, orders: before.orders + 1 });

    const found = await findOrder(first.body.data.reference);
    expect(found).toMatchObject({
      reference: first.body.data.reference,
      subtotalPaise: 40_000,
      discountPaise: 6_000,
      totalPaise: 34_000,
      couponPercent: 15,
    });
    expect(found?.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Cetirizine 10mg Tablet', 4],
      ['Vitamin C 500mg Chewable', 2],
    ]);
  });

  it('refuses more units than are left (400 per line), and answers a payment too late for the stock with 409', async () => {
    const name = 'Ibuprofen 400mg Tablet';
    const medicineId = f.ids[name];
    await t.db.update(medicines).set({ stock: 2 }).where(eq(medicines.id, medicineId));
    const late = await order({ items: [line(name, 2)], delivery: anotherShopper() });
    expect(late.status).toBe(201);
    const refused = await order({ items: [line(name, 1)], delivery: anotherShopper() });
    expect(refused).toEqual({
      status: 400,
      body: invalidInput({
        'items[0].quantity': `${name} is out of stock. Please remove it from your cart.`,
      }),
    });

    // The first hold lapses; another shopper buys both units.
    await t.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(stockHolds.medicineId, medicineId));
    const other = await order({ items: [line(name, 2)], delivery: anotherShopper() });
    const otherPaid = await call(routes.pay, '/api/payments/simulated/pay', {
      orderId: other.body.id,
    });
    expect((await call(routes.place, '/api/pharmacy/orders', otherPaid.body)).status).toBe(201);

    const before = await countRows();
    const paid = await call(routes.pay, '/api/payments/simulated/pay', { orderId: late.body.id });
    const answer = await call(routes.place, '/api/pharmacy/orders', paid.body);
    expect(answer).toEqual({
      status: 409,
      body: {
        message: expect.stringContaining('the payment will be refunded'),
        code: 'refund_due',
        data: { total_amount: late.body.amount / 100, refund_due: true },
      },
    });
    expect(await countRows()).toEqual(before);
    expect(await findPaymentByOrder(t.db, late.body.id)).toMatchObject({
      status: 'paid',
      refundDue: true,
    });
    await t.db.update(medicines).set({ stock: 1000 }).where(eq(medicines.id, medicineId));
  });

  it('a failed payment is marked failed and stores no order', async () => {
    const created = await order({
      items: [line('Ibuprofen 400mg Tablet', 1)],
      delivery: anotherShopper(),
    });
    const before = await countRows();
    const failed = await call(routes.failed, '/api/payments/failed', {
      orderId: created.body.id,
      reason: 'payment_failed: Your payment was declined by the test bank (you chose Fail).',
    });
    expect(failed).toEqual({ status: 200, body: { message: 'Success', data: { released: true } } });
    expect(await findPaymentByOrder(t.db, created.body.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('declined'),
      orderId: null,
      providerPaymentId: null,
    });
    expect(await countRows()).toEqual(before);
  });
});
