/**
 * A server without Razorpay keys and without PAYMENT_TEST_MODE takes no payment at all: every
 * payment route answers 503 payments_unavailable before anything is held or stored, and no
 * signature (least of all one made with the old public test secret) can mark anything paid.
 */
import { DATA_DIR } from './env-payments-off';
import { readdirSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { appointments, payments } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { PaymentsUnavailableError } from '@/lib/api/errors';
import { addDays, indiaToday } from '@/lib/time/india';
import { appDbMock, useAppDb } from '../helpers/app-db';
// Below app-db: the checkout imports @/lib/db, whose mock (jest.mock below) is built from it.
import { appointmentPurchase } from '@/lib/booking/purchase';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { signedEvent } from '../helpers/razorpay-events';
import { createOrder, createWorld, orderBody, orderState, type World } from '../booking/fixtures';
import { deliveryInfo, insertPharmacyFixture, type Fixture } from '../pharmacy/fixtures';
import { countRows, OLD_PUBLIC_TEST_SECRET, post, type Handler } from './route-calls';

jest.mock('@/lib/db', () => appDbMock());

afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

const TOMORROW = addDays(indiaToday(), 1);
const FREE_SLOT = `${TOMORROW} 10:00 AM`;
const EARLIER_SLOT = `${TOMORROW} 11:00 AM`;
const REFUSED = {
  status: 503,
  body: expect.objectContaining({
    message: new PaymentsUnavailableError().message,
    code: 'payments_unavailable',
  }),
};

describe.each(engines)('payments off (no keys, no PAYMENT_TEST_MODE) on %s', (engine) => {
  let t: TestDb;
  let world: World;
  let pharmacy: Fixture;
  let routes: Record<'order' | 'pay' | 'confirm' | 'place' | 'webhook', Handler>;
  // Orders made while test mode was on, or by someone who read the old secret in the source.
  const forger = new SimulatedProvider(OLD_PUBLIC_TEST_SECRET);
  let earlierAppointment: string;
  let earlierPharmacy: string;

  beforeAll(async () => {
    t = await createTestDb(engine);
    world = await createWorld(t.db, [
      { date: TOMORROW, minute: 10 * 60 },
      { date: TOMORROW, minute: 11 * 60 },
    ]);
    pharmacy = await insertPharmacyFixture(t.db);
    useAppDb(t.db);
    routes = {
      order: (await import('@/app/api/payment_order/route')).POST,
      pay: (await import('@/app/api/payments/simulated/pay/route')).POST,
      confirm: (await import('@/app/api/appointment/add_appointment/route')).POST,
      place: (await import('@/app/api/pharmacy/orders/route')).POST,
      webhook: (await import('@/app/api/webhooks/razorpay/route')).POST,
    };
    earlierAppointment = (
      await createOrder(appointmentPurchase, t.db, forger, orderBody(world, EARLIER_SLOT))
    ).id;
    earlierPharmacy = (await createOrder(pharmacyOrderPurchase, t.db, forger, pharmacyBody())).id;
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  const pharmacyBody = () => ({
    purpose: 'pharmacy_order',
    items: [{ id: pharmacy.ids['Paracetamol 500mg Tablet'], quantity: 2 }],
    delivery: deliveryInfo(),
  });
  const paymentStatus = async (orderId: string) =>
    (
      await t.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.providerOrderId, orderId))
    )[0]?.status;

  it('POST /api/payment_order answers 503 for both purposes and holds or stores nothing', async () => {
    const before = await countRows(t.db);
    expect(await post(routes.order, '/api/payment_order', orderBody(world, FREE_SLOT))).toEqual(
      REFUSED,
    );
    expect(await post(routes.order, '/api/payment_order', pharmacyBody())).toEqual(REFUSED);
    expect(await countRows(t.db)).toEqual(before);
    const held = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.slotId, world.slotIds[FREE_SLOT]));
    expect(held).toEqual([]);
  });

  it("the test checkout's Pay answers 503: it signs nothing", async () => {
    expect(
      await post(routes.pay, '/api/payments/simulated/pay', { orderId: earlierAppointment }),
    ).toEqual(REFUSED);
    expect(await paymentStatus(earlierAppointment)).toBe('created');
  });

  it('a result signed with the old public test secret marks nothing paid', async () => {
    const before = await countRows(t.db);
    expect(
      await post(
        routes.confirm,
        '/api/appointment/add_appointment',
        forger.pay(earlierAppointment),
      ),
    ).toEqual(REFUSED);
    expect(await post(routes.place, '/api/pharmacy/orders', forger.pay(earlierPharmacy))).toEqual(
      REFUSED,
    );
    for (const orderId of [earlierAppointment, earlierPharmacy]) {
      const event = signedEvent(
        forger,
        'payment.captured',
        orderId,
        `pay_forged${orderId.slice(-6)}`,
      );
      expect(
        await post(routes.webhook, '/api/webhooks/razorpay', event.rawBody, {
          'x-razorpay-signature': event.signature,
          'x-razorpay-event-id': `evt_forged_${orderId}`,
        }),
      ).toEqual(REFUSED);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await orderState(t.db, earlierAppointment)).toEqual({
      appointment: 'held',
      payment: 'created',
      paymentId: null,
      refundDue: false,
    });
    expect(await paymentStatus(earlierPharmacy)).toBe('created');
  });

  it('makes no test secret', () => {
    expect(readdirSync(DATA_DIR)).toEqual([]);
  });
});
