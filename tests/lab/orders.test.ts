/**
 * Lab orders through the one checkout (issue 17), on both engines: server pricing with the
 * pharmacy's coupons, the package-and-its-own-test refusal, the serviceable pincode, the window
 * rules, the capacity per window under concurrency (holds, lapses, failures, the paid order), a
 * payment that comes after its window filled, and the confirmation through the outbox.
 */
import { eq, inArray } from 'drizzle-orm';
import { confirmCheckout, failPayment, settleVerifiedPayment } from '@/lib/checkout/settle';
import {
  coupons,
  extraPayments,
  labCollectionAreas,
  labCollectionHolds,
  orderItems,
  orderPatients,
  orders,
  labPackageTests,
  labTests,
  payments,
} from '@/lib/db/schema';
import { InvalidInputError } from '@/lib/api/errors';
import { amountChangedMessage, EXPECTED_AMOUNT_INVALID } from '@/lib/checkout/expected-amount';
import { LAB_MESSAGES, packageConflictMessage } from '@/lib/lab/booking-rules';
import { labOrderPurchase, WINDOW_LOST_REASON, WINDOW_PASSED_REASON } from '@/lib/lab/purchase';
import { collectionDays, findCollectionArea, notCollectedMessage } from '@/lib/lab/windows';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { writeLab } from '@/lib/seed/write-lab';
import { createOrder } from '../booking/fixtures';
import { inputErrors } from '../helpers/api-error';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';

const provider = new SimulatedProvider('lab-test-secret');
/** 09:30 in India on 1 March 2030. */
const T0 = new Date('2030-03-01T04:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const TOMORROW = '2030-03-02';
const PINCODE = '560034';

const contact = (pincode = PINCODE) => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone_number: '9876543210',
  pincode,
  address: '12, 3rd Cross, Koramangala',
});
const patient = (name = 'Asha Rao') => ({ name, age: 42, gender: 'female' });

describe.each(engines)('lab orders on %s', (engine) => {
  let t: TestDb;
  let test: { id: number; name: string; pricePaise: number; mrpPaise: number };
  let other: { id: number; name: string; pricePaise: number };
  let pack: { id: number; name: string; pricePaise: number };
  let included: { id: number; name: string };

  const body = (over: Record<string, unknown> = {}) => ({
    items: [{ id: test.id, quantity: 1 }],
    patients: [patient()],
    contact: contact(),
    collection: { date: TOMORROW, time: '07:00' },
    ...over,
  });
  const order = (over: Record<string, unknown> = {}, now = T0) =>
    createOrder(labOrderPurchase, t.db, provider, body(over), { now, holdMinutes: 10 });
  const paymentRowId = async (providerOrderId: string) =>
    (
      await t.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId))
    )[0].id;
  const setCapacity = (n: number) =>
    t.db
      .update(labCollectionAreas)
      .set({ windowCapacity: n })
      .where(eq(labCollectionAreas.pincode, PINCODE));

  beforeAll(async () => {
    t = await createTestDb(engine);
    await writeLab(t.db);
    await t.db.insert(coupons).values({ code: 'WELCOME10', percentage: 10, active: true });
    const [link] = await t.db.select().from(labPackageTests).limit(1);
    const rows = await t.db.select().from(labTests);
    const byId = new Map(rows.map((r) => [r.id, r]));
    pack = byId.get(link.packageId)!;
    included = byId.get(link.testId)!;
    const packTests = (
      await t.db
        .select({ id: labPackageTests.testId })
        .from(labPackageTests)
        .where(eq(labPackageTests.packageId, pack.id))
    ).map((r) => r.id);
    const singles = rows.filter((r) => r.kind === 'test' && !packTests.includes(r.id));
    [test, other] = singles;
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.delete(labCollectionHolds);
    await setCapacity(2);
  });

  it("refuses, before a window's place is held, an amount the page did not show (409 'price_changed')", async () => {
    const shown = test.pricePaise - 100;
    const refused = order({ expected_amount: shown });
    await expect(refused).rejects.toMatchObject({
      status: 409,
      code: 'price_changed',
      message: amountChangedMessage(shown, test.pricePaise),
    });
    expect(await t.db.select().from(labCollectionHolds)).toHaveLength(0);
    expect((await order({ expected_amount: test.pricePaise })).amount).toBe(test.pricePaise);
    expect((await inputErrors(order({ expected_amount: 'many' }))).expected_amount).toBe(
      EXPECTED_AMOUNT_INVALID,
    );
  });

  it('prices the order on the server, with the coupon, for the patients asked', async () => {
    const created = await order({
      items: [
        { id: test.id, quantity: 2 },
        { id: other.id, quantity: 1 },
      ],
      patients: [patient(), patient('Ravi Rao')],
      coupon_code: 'welcome10',
      // Ignored: the server prices everything.
      amount: 1,
    });
    const subtotal = test.pricePaise * 2 + other.pricePaise;
    const total = subtotal - Math.round(subtotal / 10);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, created.id));
    expect(row.amountPaise).toBe(total);
    expect(row.purpose).toBe('lab_order');
  });

  it('refuses an unknown or switched-off coupon, beside any line it also refuses, and holds nothing', async () => {
    await t.db.insert(coupons).values({ code: 'LAPSED5', percentage: 5, active: false });
    for (const code of ['NOSUCH5', 'lapsed5']) {
      expect(await inputErrors(order({ coupon_code: code }))).toEqual({
        coupon_code: LAB_MESSAGES.couponInvalid,
      });
    }
    expect(
      await inputErrors(order({ items: [{ id: 999999, quantity: 1 }], coupon_code: 'NOSUCH5' })),
    ).toEqual({ 'items[0].id': LAB_MESSAGES.idInvalid, coupon_code: LAB_MESSAGES.couponInvalid });
    expect(await t.db.select().from(labCollectionHolds)).toHaveLength(0);
  });

  it('refuses a package beside one of its own tests, saying why', async () => {
    const errors = await inputErrors(
      order({
        items: [
          { id: pack.id, quantity: 1 },
          { id: included.id, quantity: 1 },
        ],
      }),
    );
    expect(errors).toEqual({
      'items[1].id': packageConflictMessage({
        packageLine: { id: pack.id, name: pack.name, kind: 'package', testIds: [] },
        testLine: { id: included.id, name: included.name, kind: 'test', testIds: [] },
      }),
    });
  });

  it('refuses unknown tests, a pincode not served, a closed window and a patient count that does not match', async () => {
    expect(await inputErrors(order({ items: [{ id: 999999, quantity: 1 }] }))).toEqual({
      'items[0].id': LAB_MESSAGES.idInvalid,
    });
    expect(await inputErrors(order({ contact: contact('110001') }))).toEqual({
      'contact.pincode': notCollectedMessage('110001'),
    });
    // 09:30 in India: today's 10:00 window starts within the hour; 10:30 is still open.
    expect(await inputErrors(order({ collection: { date: '2030-03-01', time: '10:00' } }))).toEqual(
      { 'collection.time': LAB_MESSAGES.windowClosed },
    );
    await order({ collection: { date: '2030-03-01', time: '10:30' } });
    expect(await inputErrors(order({ collection: { date: '2030-03-08', time: '07:00' } }))).toEqual(
      { 'collection.time': LAB_MESSAGES.windowClosed },
    );
    expect(await inputErrors(order({ collection: { date: TOMORROW, time: '11:00' } }))).toEqual({
      'collection.time': LAB_MESSAGES.windowInvalid,
    });
    expect(
      await inputErrors(order({ items: [{ id: test.id, quantity: 2 }], patients: [patient()] })),
    ).toEqual({ patients: LAB_MESSAGES.patientsCount });
  });

  it('fills a window to its capacity: held places count, a failed or lapsed hold frees one', async () => {
    const first = await order();
    await order();
    expect(await inputErrors(order())).toEqual({ 'collection.time': LAB_MESSAGES.windowFull });
    const area = (await findCollectionArea(t.db, PINCODE))!;
    const day = (await collectionDays(t.db, area, T0)).find((d) => d.date === TOMORROW)!;
    expect(day.windows.find((w) => w.time === '07:00')).toMatchObject({ left: 0, open: false });
    expect(day.windows.find((w) => w.time === '07:30')).toMatchObject({ left: 2, open: true });

    expect(await failPayment(t.db, first.id, 'closed', { now: minutes(1) })).toBe(true);
    await order({}, minutes(1));
    // Ten minutes on, the holds have lapsed: the window is free again, and they are cleared.
    await order({}, minutes(12));
    await order({}, minutes(12));
    expect(await t.db.select().from(labCollectionHolds)).toHaveLength(2);
  });

  it('three holds from one address, each with its own phone, leave a window of 3 places two (issue 48)', async () => {
    await setCapacity(3);
    const fromOneAddress = (n: number) =>
      createOrder(labOrderPurchase, t.db, provider, body(), {
        now: T0,
        client: 'one-address',
        buyer: { phone: `981234567${n}`, email: `hoarder${n}@example.com` },
      });
    await fromOneAddress(1);
    for (const n of [2, 3]) {
      await expect(fromOneAddress(n)).rejects.toMatchObject({ status: 429, code: 'hold_limit' });
    }
    const area = (await findCollectionArea(t.db, PINCODE))!;
    const day = (await collectionDays(t.db, area, T0)).find((d) => d.date === TOMORROW)!;
    expect(day.windows.find((w) => w.time === '07:00')).toMatchObject({ left: 2, open: true });
    // Others still book the window's last places.
    await order();
    await order();
    expect(await inputErrors(order())).toEqual({ 'collection.time': LAB_MESSAGES.windowFull });
  });

  it('of 20 concurrent checkouts of a window with 3 places, exactly 3 hold one', async () => {
    await setCapacity(3);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => order()));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(3);
    for (const r of lost) expect(r.reason).toBeInstanceOf(InvalidInputError);
    expect(await t.db.select().from(labCollectionHolds)).toHaveLength(3);
  });

  it('stores the paid order once with its patients and tests, keeps its place, and queues the confirmation', async () => {
    const created = await order({
      items: [
        { id: pack.id, quantity: 2 },
        { id: test.id, quantity: 1 },
      ],
      patients: [patient(), patient('Ravi Rao')],
    });
    const paid = provider.pay(created.id);
    const [a, b] = await Promise.all([
      confirmCheckout(t.db, provider, labOrderPurchase, paid, { now: minutes(2) }),
      confirmCheckout(t.db, provider, labOrderPurchase, paid, { now: minutes(2) }),
    ]);
    expect(a.reference).toMatch(/^SLB-[A-Z2-9]{10}$/);
    expect(b.reference).toBe(a.reference);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const [stored] = await t.db.select().from(orders).where(eq(orders.reference, a.reference!));
    expect(stored).toMatchObject({
      collectionDate: TOMORROW,
      collectionMinute: 420,
      status: 'booked',
      totalPaise: pack.pricePaise * 2 + test.pricePaise,
    });
    expect(
      await t.db.select().from(orderItems).where(eq(orderItems.orderId, stored.id)),
    ).toHaveLength(2);
    expect(
      (await t.db.select().from(orderPatients).where(eq(orderPatients.orderId, stored.id))).map(
        (p) => p.name,
      ),
    ).toEqual(['Asha Rao', 'Ravi Rao']);
    // The place is the order's for good: long after the hold would have lapsed it still counts.
    const [hold] = await t.db.select().from(labCollectionHolds);
    expect(hold).toMatchObject({ orderId: stored.id, expiresAt: null });
    const area = (await findCollectionArea(t.db, PINCODE))!;
    const day = (await collectionDays(t.db, area, minutes(60))).find((d) => d.date === TOMORROW)!;
    expect(day.windows.find((w) => w.time === '07:00')?.left).toBe(1);

    const messages = await outboxRows(t.db, { subjectType: 'lab_order', subjectId: stored.id });
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = messages.find((m) => m.channel === 'sms')!;
    expect(sms.bodyText).toContain(a.reference);
    expect(sms.bodyText.length).toBeLessThanOrEqual(160);
    expect(messages.find((m) => m.channel === 'email')!.bodyText).toContain(
      `/lab-tests/report?reference=${a.reference}`,
    );
  });

  it('paid after its hold lapsed and the window filled: no order, the place not taken, a refund due', async () => {
    await setCapacity(1);
    const late = await order();
    const other = await order({}, minutes(15));
    await confirmCheckout(t.db, provider, labOrderPurchase, provider.pay(other.id), {
      now: minutes(16),
    });
    const answer = await confirmCheckout(t.db, provider, labOrderPurchase, provider.pay(late.id), {
      now: minutes(17),
    });
    expect(answer).toMatchObject({ reference: null, refundDue: true });
    const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, late.id));
    expect(row).toMatchObject({
      status: 'paid',
      refundDue: true,
      failureReason: WINDOW_LOST_REASON,
    });
    const holds = await t.db.select().from(labCollectionHolds);
    expect(holds.map((h) => h.paymentId)).toEqual([await paymentRowId(other.id)]);

    // A second payment of the same provider order is refunded too: recorded, and answered as
    // refund due (it was refused as an unknown order, and the money went unrecorded).
    const again = provider.pay(late.id);
    const second = await confirmCheckout(t.db, provider, labOrderPurchase, again, {
      now: minutes(18),
    });
    expect(second).toMatchObject({ reference: null, refundDue: true, extraPayment: true });
    // Reported again (the webhook as well as the browser): still one record.
    await confirmCheckout(t.db, provider, labOrderPurchase, again, { now: minutes(19) });
    const extra = await t.db
      .select()
      .from(extraPayments)
      .where(eq(extraPayments.paymentId, row.id));
    expect(extra.map((e) => [e.providerPaymentId, e.refundDue])).toEqual([
      [again.razorpay_payment_id, true],
    ]);
    // The first payment's own answer is unchanged.
    const replay = await confirmCheckout(t.db, provider, labOrderPurchase, provider.pay(late.id), {
      now: minutes(20),
    });
    expect(replay).toMatchObject({ refundDue: true, extraPayment: true });
    expect(
      await labOrderPurchase.settle(t.db, row.id, row.providerPaymentId!, minutes(21)),
    ).toEqual({ reference: null, totalPaise: row.amountPaise, created: false, refundDue: true });
  });

  it('paid after its hold lapsed with a place still free: the order keeps that window', async () => {
    const late = await order();
    const answer = await confirmCheckout(t.db, provider, labOrderPurchase, provider.pay(late.id), {
      now: minutes(30),
    });
    expect(answer.reference).toMatch(/^SLB-/);
    const holds = await t.db
      .select()
      .from(labCollectionHolds)
      .where(inArray(labCollectionHolds.paymentId, [await paymentRowId(late.id)]));
    expect(holds[0].orderId).not.toBeNull();
  });

  it('paid once its window has begun, with places free: no order, no place, a refund due', async () => {
    const late = await order();
    // Approved in the UPI app at 07:05 India time, five minutes into the 07:00 window.
    const answer = await confirmCheckout(t.db, provider, labOrderPurchase, provider.pay(late.id), {
      now: new Date(`${TOMORROW}T01:35:00Z`),
    });
    expect(answer).toMatchObject({ reference: null, refundDue: true });
    const id = await paymentRowId(late.id);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ refundDue: true, failureReason: WINDOW_PASSED_REASON });
    expect(
      await t.db.select().from(labCollectionHolds).where(eq(labCollectionHolds.paymentId, id)),
    ).toEqual([]);
  });
});

describe.each(engines)('a lab order settled by the webhook on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await writeLab(t.db);
  });
  afterAll(() => t.drop());

  it('is stored once whichever report comes first (a purchase without afterChange)', async () => {
    const [item] = await t.db.select().from(labTests).where(eq(labTests.kind, 'test')).limit(1);
    const created = await createOrder(
      labOrderPurchase,
      t.db,
      provider,
      {
        items: [{ id: item.id, quantity: 1 }],
        patients: [patient()],
        contact: contact(),
        collection: { date: TOMORROW, time: '06:00' },
      },
      { now: T0, holdMinutes: 10 },
    );
    const paid = provider.pay(created.id);
    expect(
      await settleVerifiedPayment(t.db, created.id, paid.razorpay_payment_id, { now: minutes(1) }),
    ).toBe(true);
    const answer = await confirmCheckout(t.db, provider, labOrderPurchase, paid, {
      now: minutes(2),
    });
    expect(answer).toMatchObject({ created: false, reference: expect.stringMatching(/^SLB-/) });
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });
});
