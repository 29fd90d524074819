/**
 * Issue 18 on both engines: the checkout refuses an address outside the delivery area before any
 * payment, charges a town's delivery fee (never discounted by the coupon) and stores it with the
 * order; a Schedule X medicine is refused by the server whatever the browser sent; and
 * GET /api/pharmacy/pincode/{pincode} answers served, not served and malformed pincodes.
 */
// First: the database mock's module, before any app module loads.
import { appDbMock, useAppDb } from '../helpers/app-db';
import { eq, sql } from 'drizzle-orm';
import { confirmCheckout } from '@/lib/checkout/settle';
import { medicines, payments, orders, serviceablePincodes } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { notServiceableMessage } from '@/lib/pharmacy/delivery-area';
import { priceCart } from '@/lib/pharmacy/pricing';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { addDays, indiaToday } from '@/lib/time/india';
import { createOrder } from '../booking/fixtures';
import { inputErrors } from '../helpers/api-error';
import { engines } from '../helpers/db';
import { deliveryInfo, pharmacyDbForFile } from './fixtures';

jest.mock('@/lib/db', () => appDbMock());

const provider = new SimulatedProvider('delivery-test-secret');

describe.each(engines)('delivery area and drug schedules on %s', (engine) => {
  const t = pharmacyDbForFile(engine);
  const { id } = t;
  const paymentRows = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0].n;

  it.each([
    ['a pincode the pharmacy never served', '560099'],
    ['a pincode no longer served', '562130'],
  ])('refuses %s before any payment is created', async (_label, pincode) => {
    const before = await paymentRows();
    const errors = await inputErrors(
      createOrder(pharmacyOrderPurchase, t.db, provider, {
        items: [{ id: id('Cetirizine 10mg Tablet'), quantity: 1 }],
        delivery: { ...deliveryInfo(), pincode },
      }),
    );
    expect(errors).toEqual({ 'delivery.pincode': notServiceableMessage(pincode) });
    expect(await paymentRows()).toBe(before);
  });

  it("charges a town's delivery fee on top of the coupon's price, and stores it with the order", async () => {
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [{ id: id('Vitamin C 500mg Chewable'), quantity: 2 }],
      coupon_code: 'WELCOME10',
      delivery: { ...deliveryInfo(), pincode: '562114' },
    });
    // 2 x 150 = 300 rupees, less 10% = 270, plus the 49 rupee fee (not discounted) = 319.
    expect(order.amount).toBe(31900);
    const confirmed = await confirmCheckout(
      t.db,
      provider,
      pharmacyOrderPurchase,
      provider.pay(order.id),
    );
    const [stored] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.reference, confirmed.reference!));
    expect(stored).toMatchObject({
      pincode: '562114',
      subtotalPaise: 30000,
      discountPaise: 3000,
      deliveryFeePaise: 4900,
      totalPaise: 31900,
    });
  });

  it('charges no fee inside the city', async () => {
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [{ id: id('Vitamin C 500mg Chewable'), quantity: 2 }],
      delivery: deliveryInfo(),
    });
    expect(order.amount).toBe(30000);
  });

  it('refuses a Schedule X medicine on the server, naming the line and saying why', async () => {
    const name = 'Cough Syrup 100ml';
    await t.db
      .update(medicines)
      .set({ schedule: 'X', telemedicineList: 'prohibited' })
      .where(eq(medicines.id, id(name)));
    try {
      const errors = await inputErrors(
        createOrder(pharmacyOrderPurchase, t.db, provider, {
          items: [
            { id: id('Cetirizine 10mg Tablet'), quantity: 1 },
            { id: id(name), quantity: 1 },
          ],
          delivery: deliveryInfo(),
        }),
      );
      expect(Object.keys(errors)).toEqual(['items[1].id']);
      expect(errors['items[1].id']).toMatch(/^Cough Syrup 100ml is a Schedule X medicine/);
      // The cart call refuses it too.
      await expect(priceCart(t.db, [{ id: id(name), quantity: 1 }])).rejects.toThrow(/Schedule X/);
    } finally {
      await t.db
        .update(medicines)
        .set({ schedule: 'OTC' })
        .where(eq(medicines.id, id(name)));
    }
  });

  it('prices Schedule H and H1 medicines like any other', async () => {
    const priced = await priceCart(t.db, [
      { id: id('Azithromycin 500mg Tablet'), quantity: 1 },
      { id: id('Aceclofenac Paracetamol Tablet'), quantity: 1 },
    ]);
    expect(priced.totalPaise).toBe(500000);
  });

  it('keeps the schedule and the pincode rules in the database', async () => {
    await expect(
      t.db
        .update(medicines)
        .set({ schedule: 'Y' as 'X' })
        .where(eq(medicines.id, id('Cough Syrup 100ml'))),
    ).rejects.toThrow();
    // A pincode starting with 0, and a delivery window that ends before it starts.
    for (const refused of [
      { pincode: '012345', area: 'Nowhere', city: 'Nowhere', minDays: 1, maxDays: 2 },
      { pincode: '560200', area: 'Backwards', city: 'Bangalore', minDays: 3, maxDays: 1 },
    ]) {
      await expect(t.db.insert(serviceablePincodes).values(refused)).rejects.toThrow();
    }
  });

  describe('GET /api/pharmacy/pincode/{pincode}', () => {
    let get: (
      request: Request,
      context: { params: Promise<{ pincode: string }> },
    ) => Promise<Response>;

    beforeAll(async () => {
      useAppDb(t.db);
      get = (await import('@/app/api/pharmacy/pincode/[pincode]/route')).GET;
    });
    afterAll(() => useAppDb(null));

    const ask = async (pincode: string) => {
      const response = await get(
        new Request(`http://localhost:3000/api/pharmacy/pincode/${pincode}`),
        {
          params: Promise.resolve({ pincode }),
        },
      );
      return { status: response.status, body: await response.json() };
    };

    it('answers a served pincode with its area, estimate and fee', async () => {
      const by = new Intl.DateTimeFormat('en-IN', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${addDays(indiaToday(), 3)}T00:00:00Z`));
      expect(await ask('562114')).toEqual({
        status: 200,
        body: {
          message: 'Success',
          data: {
            pincode: '562114',
            serviceable: true,
            area: 'Hoskote',
            city: 'Hoskote',
            min_days: 2,
            max_days: 3,
            delivery_by: by,
            delivery_fee: 49,
          },
        },
      });
    });

    it('answers an unknown or paused pincode as not serviceable', async () => {
      for (const pincode of ['560099', '562130']) {
        const answer = await ask(pincode);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ pincode, serviceable: false, area: null });
      }
    });

    it.each(['56001', '5600011', '056001', 'abcdef', '56 001'])(
      'refuses %j with a 400 naming the pincode',
      async (pincode) => {
        const answer = await ask(pincode);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'invalid_input',
          errors: { pincode: 'Pincode must be 6 digits' },
        });
      },
    );
  });
});
