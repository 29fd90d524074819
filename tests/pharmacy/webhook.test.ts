/**
 * A pharmacy payment settles through its purchase (lib/checkout) whichever report comes first: the signed
 * webhook or the browser's confirmation. Either way the order is stored exactly once.
 */
import { eq } from 'drizzle-orm';
import { findPaymentByOrder } from '@/lib/checkout/payments';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import { handleRazorpayWebhook } from '@/lib/checkout/webhook';
import { orderItems, orders } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { PaymentVerificationError } from '@/lib/api/errors';
import { createOrder } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { signedEvent } from '../helpers/razorpay-events';
import { deliveryInfo, insertPharmacyFixture, type Fixture } from './fixtures';

const provider = new SimulatedProvider('pharmacy-webhook-secret');

describe.each(engines)('pharmacy payments settled by webhook on %s', (engine) => {
  let t: TestDb;
  let f: Fixture;
  let events = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
    f = await insertPharmacyFixture(t.db);
  }, 180_000);
  afterAll(() => t.drop());

  /** A created payment order for 2 x Cough Syrup (240 rupees) and its browser checkout result. */
  async function paidCart() {
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [{ id: f.ids['Cough Syrup 100ml'], quantity: 2 }],
      delivery: deliveryInfo(),
    });
    return { orderId: order.id, result: provider.pay(order.id) };
  }

  const webhook = (name: string, orderId: string, paymentId: string, eventId?: string) =>
    handleRazorpayWebhook(t.db, provider, {
      ...signedEvent(provider, name, orderId, paymentId, { error_description: 'Card declined' }),
      eventId: eventId ?? `evt_pharmacy_${(events += 1)}`,
    });

  const count = async () => ({
    orders: (await t.db.select({ id: orders.id }).from(orders)).length,
    items: (await t.db.select({ order: orderItems.orderId }).from(orderItems)).length,
  });

  /** The payment row and the order it points at (reference null while none is stored). */
  async function stateOf(orderId: string) {
    const payment = await findPaymentByOrder(t.db, orderId);
    if (!payment) throw new Error(`no payment for ${orderId}`);
    const [order] = payment.orderId
      ? await t.db.select().from(orders).where(eq(orders.id, payment.orderId))
      : [];
    return {
      status: payment.status,
      paymentId: payment.providerPaymentId,
      failureReason: payment.failureReason,
      reference: order?.reference ?? null,
      totalPaise: order?.totalPaise ?? null,
    };
  }

  it('stores the order of a buyer whose browser closed after paying; a later confirm finds it', async () => {
    const { orderId, result } = await paidCart();
    const before = await count();
    expect(await webhook('payment.captured', orderId, result.razorpay_payment_id)).toBe(
      'processed',
    );
    const stored = await stateOf(orderId);
    expect(stored).toMatchObject({
      status: 'paid',
      paymentId: result.razorpay_payment_id,
      reference: expect.stringMatching(/^SPH-[A-Z0-9]{10}$/),
      totalPaise: 24_000,
    });
    expect(await count()).toEqual({ orders: before.orders + 1, items: before.items + 1 });

    // The browser comes back after all: same order, nothing new written.
    const confirmed = await confirmCheckout(t.db, provider, pharmacyOrderPurchase, result);
    expect(confirmed).toEqual({ reference: stored.reference, totalPaise: 24_000, created: false });
    expect(await count()).toEqual({ orders: before.orders + 1, items: before.items + 1 });
  });

  it('a webhook after the browser confirmed changes nothing', async () => {
    const { orderId, result } = await paidCart();
    const before = await count();
    const confirmed = await confirmCheckout(t.db, provider, pharmacyOrderPurchase, result);
    expect(confirmed.created).toBe(true);
    const afterConfirm = await stateOf(orderId);

    expect(await webhook('payment.captured', orderId, result.razorpay_payment_id)).toBe(
      'processed',
    );
    expect(await webhook('order.paid', orderId, result.razorpay_payment_id)).toBe('processed');
    expect(await stateOf(orderId)).toEqual(afterConfirm);
    expect(afterConfirm.reference).toBe(confirmed.reference);
    expect(await count()).toEqual({ orders: before.orders + 1, items: before.items + 1 });
  });

  it('a replayed webhook, or a second event for the same payment, stores nothing more', async () => {
    const { orderId, result } = await paidCart();
    const before = await count();
    const paymentId = result.razorpay_payment_id;
    expect(await webhook('order.paid', orderId, paymentId, 'evt_pharmacy_replay')).toBe(
      'processed',
    );
    const first = await stateOf(orderId);
    expect(await webhook('order.paid', orderId, paymentId, 'evt_pharmacy_replay')).toBe('replayed');
    expect(await webhook('payment.captured', orderId, paymentId)).toBe('processed');
    expect(await stateOf(orderId)).toEqual(first);
    expect(await count()).toEqual({ orders: before.orders + 1, items: before.items + 1 });
  });

  it('a browser confirm and a webhook arriving together store one order', async () => {
    const { orderId, result } = await paidCart();
    const before = await count();
    const [confirmed] = await Promise.all([
      confirmCheckout(t.db, provider, pharmacyOrderPurchase, result),
      webhook('payment.captured', orderId, result.razorpay_payment_id),
      webhook('order.paid', orderId, result.razorpay_payment_id),
    ]);
    expect((await stateOf(orderId)).reference).toBe(confirmed.reference);
    expect(await count()).toEqual({ orders: before.orders + 1, items: before.items + 1 });
  });

  it('payment.failed marks the payment failed and stores nothing; a later capture is not lost', async () => {
    const { orderId, result } = await paidCart();
    const before = await count();
    expect(await webhook('payment.failed', orderId, 'pay_declined1')).toBe('processed');
    expect(await stateOf(orderId)).toEqual({
      status: 'failed',
      paymentId: null,
      failureReason: 'Card declined',
      reference: null,
      totalPaise: null,
    });
    expect(await count()).toEqual(before);

    // Razorpay lets the buyer retry in the same checkout; the successful retry is stored once.
    expect(await webhook('payment.captured', orderId, result.razorpay_payment_id)).toBe(
      'processed',
    );
    expect(await stateOf(orderId)).toMatchObject({ status: 'paid', failureReason: null });
    expect(await count()).toEqual({ orders: before.orders + 1, items: before.items + 1 });
  });

  it('one payment never pays a second order', async () => {
    const first = await paidCart();
    const second = await paidCart();
    const paymentId = first.result.razorpay_payment_id;
    await webhook('payment.captured', first.orderId, paymentId);
    const before = await count();
    await expect(webhook('payment.captured', second.orderId, paymentId)).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );
    expect(await stateOf(second.orderId)).toMatchObject({ status: 'created', reference: null });
    expect(await count()).toEqual(before);
  });
});
