import { eq } from 'drizzle-orm';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import { payments, orderItems, orders } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { NotFoundError, PaymentVerificationError, PriceChangedError } from '@/lib/api/errors';
import { amountChangedMessage, EXPECTED_AMOUNT_INVALID } from '@/lib/checkout/expected-amount';
import { addDays, indiaToday, toDdMmYyyy } from '@/lib/time/india';
import { createOrder } from '../booking/fixtures';
import { inputErrors } from '../helpers/api-error';
import { engines } from '../helpers/db';
import { deliveryInfo, pharmacyDbForFile } from './fixtures';

const provider = new SimulatedProvider('orders-test-secret');

const delivery = deliveryInfo;

describe.each(engines)('pharmacy orders on %s', (engine) => {
  const t = pharmacyDbForFile(engine);
  const { id } = t;

  it('charges database prices times quantities, less the coupon, ignoring prices and totals sent', async () => {
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [
        { id: id('Paracetamol 500mg Tablet'), quantity: 3, total_price: 1, pricePaise: 1 },
        { id: id('Cough Syrup 100ml'), quantity: 1, discount: 99 },
      ],
      coupon_code: 'welcome10',
      total_amount: 100,
      amount: 100,
      delivery: delivery(),
    });
    // (3 x 30 + 120) = 210 rupees, less 10% = 189 rupees.
    expect(order.amount).toBe(18900);
    expect(order).toMatchObject({ currency: 'INR', provider: 'simulated' });
    expect(order.prefill).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      contact: '9876543210',
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, order.id));
    expect(row).toMatchObject({ purpose: 'pharmacy_order', status: 'created', amountPaise: 18900 });
    expect(row.cart).toMatchObject({ subtotalPaise: 21000, couponPercent: 10, couponPaise: 2100 });
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it("refuses, before anything is held, a cart whose shown amount is not today's (409 'price_changed')", async () => {
    const items = [{ id: id('Paracetamol 500mg Tablet'), quantity: 3 }];
    const before = await t.db.select().from(payments);
    // 3 x 30 rupees = 9,000 paise; the page showed 8,400 (the old price of 28).
    const refused = createOrder(pharmacyOrderPurchase, t.db, provider, {
      items,
      expected_amount: 8400,
      delivery: delivery(),
    });
    await expect(refused).rejects.toBeInstanceOf(PriceChangedError);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      code: 'price_changed',
      message: amountChangedMessage(8400, 9000),
    });
    expect(amountChangedMessage(8400, 9000)).toBe(
      'Prices have changed since these items were added: the amount to pay is now ₹90, not ₹84. Please check the cart, then pay again.',
    );
    expect(await t.db.select().from(payments)).toHaveLength(before.length);

    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items,
      expected_amount: 9000,
      delivery: delivery(),
    });
    expect(order.amount).toBe(9000);
    // Wrong JSON types are refused by the shape check, before the rule (input-shape.ts).
    for (const [wrong, message] of [
      [-1, EXPECTED_AMOUNT_INVALID],
      [90.5, EXPECTED_AMOUNT_INVALID],
      ['9000', EXPECTED_AMOUNT_INVALID],
      [null, 'expected_amount must not be null'],
    ]) {
      const errors = await inputErrors(
        createOrder(pharmacyOrderPurchase, t.db, provider, {
          items,
          expected_amount: wrong,
          delivery: delivery(),
        }),
      );
      expect(errors.expected_amount).toBe(message);
    }
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['too large', 11],
    ['text', '2'],
  ])('refuses a %s quantity', async (_label, quantity) => {
    const errors = await inputErrors(
      createOrder(pharmacyOrderPurchase, t.db, provider, {
        items: [{ id: id('Paracetamol 500mg Tablet'), quantity }],
        delivery: delivery(),
      }),
    );
    expect(errors['items[0].quantity']).toBe('Quantity must be a whole number from 1 to 10');
  });

  it('refuses unknown medicine ids, duplicates, an empty cart and missing delivery info', async () => {
    expect(
      await inputErrors(
        createOrder(pharmacyOrderPurchase, t.db, provider, {
          items: [
            { id: id('Paracetamol 500mg Tablet'), quantity: 1 },
            { id: 999999, quantity: 1 },
          ],
          delivery: delivery(),
        }),
      ),
    ).toEqual({ 'items[1].id': 'Unknown medicine' });
    expect(
      await inputErrors(
        createOrder(pharmacyOrderPurchase, t.db, provider, {
          items: [
            { id: id('Paracetamol 500mg Tablet'), quantity: 1 },
            { id: id('Paracetamol 500mg Tablet'), quantity: 2 },
          ],
          delivery: delivery(),
        }),
      ),
    ).toEqual({ items: 'Each medicine may appear only once' });
    expect(
      (
        await inputErrors(
          createOrder(pharmacyOrderPurchase, t.db, provider, { items: [], delivery: delivery() }),
        )
      ).items,
    ).toBe('Cart is Empty');
    const noInfo = await inputErrors(
      createOrder(pharmacyOrderPurchase, t.db, provider, {
        items: [{ id: id('Paracetamol 500mg Tablet'), quantity: 1 }],
      }),
    );
    expect(noInfo.delivery).toBe('Please fill Your Info before info');
    const pastDate = await inputErrors(
      createOrder(pharmacyOrderPurchase, t.db, provider, {
        items: [{ id: id('Paracetamol 500mg Tablet'), quantity: 1 }],
        delivery: {
          ...delivery(),
          date: toDdMmYyyy(addDays(indiaToday(), -1)),
          phone_number: '123',
        },
      }),
    );
    expect(pastDate).toEqual({
      'delivery.date': 'Expected Date cannot be in the past',
      'delivery.phone_number': 'Phone number must be 10 digits',
    });
  });

  it('refuses an unknown or inactive coupon', async () => {
    for (const code of ['NOPE', 'EXPIRED50']) {
      const errors = await inputErrors(
        createOrder(pharmacyOrderPurchase, t.db, provider, {
          items: [{ id: id('Cetirizine 10mg Tablet'), quantity: 1 }],
          coupon_code: code,
          delivery: delivery(),
        }),
      );
      expect(errors).toEqual({ coupon_code: 'Invalid coupon code' });
    }
  });

  it('stores the order once per verified payment, with the server total', async () => {
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [
        { id: id('Vitamin C 500mg Chewable'), quantity: 2 },
        { id: id('Cetirizine 10mg Tablet'), quantity: 4 },
      ],
      coupon_code: 'HEALTH15',
      delivery: delivery(),
    });
    const paid = provider.pay(order.id);
    const [first, second] = await Promise.all([
      confirmCheckout(t.db, provider, pharmacyOrderPurchase, paid),
      confirmCheckout(t.db, provider, pharmacyOrderPurchase, paid),
    ]);
    const third = await confirmCheckout(t.db, provider, pharmacyOrderPurchase, paid);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(third).toMatchObject({ created: false, reference: first.reference });
    expect(second.reference).toBe(first.reference);
    // (2 x 150 + 4 x 25) = 400 rupees, less 15% = 340 rupees.
    expect(first.totalPaise).toBe(34000);
    const stored = await t.db.select().from(orders).where(eq(orders.reference, first.reference!));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Asha Rao',
      phone: '9876543210',
      expectedTime: '02:30 pm',
      subtotalPaise: 40000,
      discountPaise: 6000,
      totalPaise: 34000,
      couponCode: 'HEALTH15',
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, stored[0].id));
    expect(items.map((i) => [i.quantity, i.unitPricePaise]).sort()).toEqual([
      [2, 15000],
      [4, 2500],
    ]);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.id));
    expect(payment).toMatchObject({
      status: 'paid',
      providerPaymentId: paid.razorpay_payment_id,
      orderId: stored[0].id,
    });
  });

  it('refuses a forged signature or another order id and stores nothing', async () => {
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [{ id: id('Ibuprofen 400mg Tablet'), quantity: 1 }],
      delivery: delivery(),
    });
    const before = (await t.db.select().from(orders)).length;
    const paid = provider.pay(order.id);
    const forged = {
      ...paid,
      razorpay_signature: new SimulatedProvider('other-secret').pay(order.id).razorpay_signature,
    };
    await expect(
      confirmCheckout(t.db, provider, pharmacyOrderPurchase, forged),
    ).rejects.toMatchObject({
      status: 400,
      code: 'payment_not_verified',
      message: pharmacyOrderPurchase.notVerified,
    });
    const other = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [{ id: id('Ibuprofen 400mg Tablet'), quantity: 1 }],
      delivery: delivery(),
    });
    // A valid result for one order does not pay another.
    await expect(
      confirmCheckout(t.db, provider, pharmacyOrderPurchase, {
        ...paid,
        razorpay_order_id: other.id,
      }),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
    await expect(
      confirmCheckout(t.db, provider, pharmacyOrderPurchase, {
        ...paid,
        razorpay_order_id: 'order_unknown',
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await t.db.select().from(orders)).toHaveLength(before);
  });
});
