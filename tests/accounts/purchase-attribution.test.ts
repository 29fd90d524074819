/**
 * Whose purchase it is (lib/checkout/owner.ts), on both engines: a signed-in patient's booking,
 * pharmacy order and lab order carry the account and the family member chosen in 'For whom'
 * (the holder when none is named); another account's member is refused on `patient_id` before
 * anything is held; a guest's purchase carries nulls, whatever `patient_id` it sends. Called as
 * Next calls the routes, with the session cookie in the request.
 */
import { randomBytes } from 'node:crypto';
import '../helpers/payment-test-mode';
import { eq } from 'drizzle-orm';
import { appointments, labTests, orders, payments } from '@/lib/db/schema';
import { appDbMock, useAppDb } from '../helpers/app-db';
import { validInput } from '@/lib/api/handler';
import { addFamilyMember } from '@/lib/accounts/family';
import { createPaymentOrder } from '@/lib/checkout/create-order';
import { FOR_WHOM_MESSAGES } from '@/lib/checkout/owner';
import { settleVerifiedPayment } from '@/lib/checkout/settle';
import { labOrderPurchase } from '@/lib/lab/purchase';
import { writeLab } from '@/lib/seed/write-lab';
import { addDays, indiaToday } from '@/lib/time/india';
import { createWorld, ddmmyyyy, provider, type World } from '../booking/fixtures';
import { invalidInput } from '../helpers/api-error';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { deliveryInfo, insertPharmacyFixture, type Fixture } from '../pharmacy/fixtures';
import { createAccount, MOTHER, type TestAccount } from './fixtures';

jest.mock('@/lib/db', () => appDbMock());

type Handler = (request: Request) => Promise<Response>;
const TOMORROW = addDays(indiaToday(), 1);

async function call(handler: Handler, path: string, body: unknown, cookie?: string) {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': randomBytes(4).join('.'),
        ...(cookie && { cookie }),
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe.each(engines)('purchases carry their account and patient on %s', (engine) => {
  let t: TestDb;
  let f: Fixture;
  let world: World;
  let me: TestAccount;
  let motherId: number;
  let routes: Record<'order' | 'pay' | 'place', Handler>;
  let slots: number[];
  let phones = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
    f = await insertPharmacyFixture(t.db);
    await writeLab(t.db);
    world = await createWorld(
      t.db,
      [14, 15, 16, 17, 18, 19, 20, 21, 22, 23].map((hour) => ({
        date: TOMORROW,
        minute: hour * 60,
      })),
    );
    slots = Object.values(world.slotIds);
    useAppDb(t.db);
    routes = {
      order: (await import('@/app/api/payment_order/route')).POST,
      pay: (await import('@/app/api/payments/simulated/pay/route')).POST,
      place: (await import('@/app/api/pharmacy/orders/route')).POST,
    };
    me = await createAccount(t.db);
    motherId = (await addFamilyMember(t.db, me.id, MOTHER)).id;
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  const shopper = () => {
    phones += 1;
    return { ...deliveryInfo(), phone_number: `91234${String(phones).padStart(5, '0')}` };
  };
  const medicine = (extra: Record<string, unknown>, cookie?: string) =>
    call(
      routes.order,
      '/api/payment_order',
      {
        purpose: 'pharmacy_order',
        items: [{ id: f.ids['Paracetamol 500mg Tablet'], quantity: 1 }],
        delivery: shopper(),
        ...extra,
      },
      cookie,
    );
  const booking = (slotId: number, extra: Record<string, unknown>, cookie?: string) => {
    phones += 1;
    return call(
      routes.order,
      '/api/payment_order',
      {
        purpose: 'appointment',
        doctorId: world.doctorId,
        slotId,
        date: ddmmyyyy(TOMORROW),
        name: MOTHER.name,
        phone: `91234${String(phones).padStart(5, '0')}`,
        gender: 'female',
        disease: 'Knee pain',
        age: 68,
        email: `lakshmi${phones}@example.com`,
        pincode: '560001',
        ...extra,
      },
      cookie,
    );
  };
  const payment = async (orderId: string) =>
    (await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];
  const settlePharmacy = async (orderId: string) => {
    const paid = await call(routes.pay, '/api/payments/simulated/pay', { orderId });
    const placed = await call(routes.place, '/api/pharmacy/orders', paid.body);
    expect(placed.status).toBe(201);
    return (
      await t.db.select().from(orders).where(eq(orders.reference, placed.body.data.reference))
    )[0];
  };

  it('a signed-in pharmacy order is for the family member chosen, from payment to order', async () => {
    const created = await medicine({ patient_id: motherId }, me.cookie);
    expect(created.status).toBe(201);
    expect(await payment(created.body.id)).toMatchObject({ accountId: me.id, patientId: motherId });
    expect(await settlePharmacy(created.body.id)).toMatchObject({
      accountId: me.id,
      patientId: motherId,
    });
  });

  it('a signed-in booking is held for the member chosen, or for the holder when none is named', async () => {
    const forMother = await booking(slots[0], { patient_id: String(motherId) }, me.cookie);
    expect(forMother.status).toBe(201);
    const held = await payment(forMother.body.id);
    expect(held).toMatchObject({ accountId: me.id, patientId: motherId });
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, held.appointmentId!));
    expect(appointment).toMatchObject({ accountId: me.id, patientId: motherId, status: 'held' });

    const forMe = await booking(slots[1], {}, me.cookie);
    expect(await payment(forMe.body.id)).toMatchObject({
      accountId: me.id,
      patientId: me.holderId,
    });
  });

  it('a lab order settles for the member its payment was made for', async () => {
    const [test] = await t.db.select().from(labTests).where(eq(labTests.kind, 'test')).limit(1);
    const now = new Date(`${indiaToday()}T02:00:00Z`);
    const input = await validInput(labOrderPurchase.schema, {
      items: [{ id: test.id, quantity: 1 }],
      patients: [{ name: MOTHER.name, age: 68, gender: 'female' }],
      contact: { ...shopper(), pincode: '560034' },
      collection: { date: addDays(indiaToday(), 2), time: '07:00' },
    });
    const created = await createPaymentOrder(t.db, provider, labOrderPurchase, input, {
      now,
      client: 'lab-test-client',
      owner: { accountId: me.id, patientId: motherId },
    });
    await settleVerifiedPayment(t.db, created.id, `pay_lab${randomBytes(4).toString('hex')}`, {
      now,
    });
    const { orderId } = await payment(created.id);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId!));
    expect(order).toMatchObject({ kind: 'lab', accountId: me.id, patientId: motherId });
  });

  it("refuses another account's family member, or a malformed one, before anything is held", async () => {
    const other = await createAccount(t.db);
    const before = (await t.db.select({ id: payments.id }).from(payments)).length;
    expect(await medicine({ patient_id: motherId }, other.cookie)).toEqual({
      status: 400,
      body: invalidInput({ patient_id: FOR_WHOM_MESSAGES.notYours }),
    });
    expect(await booking(slots[2], { patient_id: motherId }, other.cookie)).toEqual({
      status: 400,
      body: invalidInput({ patient_id: FOR_WHOM_MESSAGES.notYours }),
    });
    expect(await medicine({ patient_id: 'mum' }, me.cookie)).toEqual({
      status: 400,
      body: invalidInput({ patient_id: FOR_WHOM_MESSAGES.invalid }),
    });
    expect((await t.db.select({ id: payments.id }).from(payments)).length).toBe(before);
  });

  it("a guest's purchase carries no account, whatever patient it names", async () => {
    const guest = await medicine({ patient_id: motherId });
    expect(guest.status).toBe(201);
    expect(await payment(guest.body.id)).toMatchObject({ accountId: null, patientId: null });
    expect(await settlePharmacy(guest.body.id)).toMatchObject({ accountId: null, patientId: null });
    const ended = await booking(slots[3], {}, 'patient_session=not-a-live-session');
    expect(await payment(ended.body.id)).toMatchObject({ accountId: null, patientId: null });
  });
});
