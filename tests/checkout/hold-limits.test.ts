/**
 * Holds that cost a hoarder what they cost the hospital (issue 48): live unpaid holds limited per
 * phone, e-mail and client address; short until the checkout opens, then extended once; one of a
 * doctor's day's last few times per holder. On PGlite and PostgreSQL (where parallel checkouts of
 * one holder really run at once).
 */
import { eq } from 'drizzle-orm';
import { HoldLimitError, SlotTakenError } from '@/lib/api/errors';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { openHeldCheckout } from '@/lib/checkout/open-hold';
import { failPayment } from '@/lib/checkout/settle';
import { appointments, checkoutHolds, payments } from '@/lib/db/schema';
import { getDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { SimulatedProvider } from '@/lib/payments/simulated';
import {
  createOrder,
  createWorld,
  NOW,
  orderBody,
  TOMORROW,
  type World,
} from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { deliveryInfo, insertPharmacyFixture, type Fixture } from '../pharmacy/fixtures';

const provider = new SimulatedProvider('hold-limits-secret');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** Sixteen times tomorrow from 09:00, every 30 minutes: plenty, so none is one of the last few. */
const MANY = Array.from({ length: 16 }, (_, i) => ({ date: TOMORROW, minute: 9 * 60 + 30 * i }));

const person = (n: number) => ({
  phone: `98765432${String(n).padStart(2, '0')}`,
  email: `p${n}@example.com`,
});

describe.each(engines)('hold limits on %s', (engine) => {
  let t: TestDb;
  let world: World;
  let pharmacy: Fixture;
  beforeAll(async () => {
    t = await createTestDb(engine);
    pharmacy = await insertPharmacyFixture(t.db);
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    world = await createWorld(t.db, MANY);
  });
  /** The i-th of the world's times, in the order they were made. */
  const key = (i: number) => Object.keys(world.slotIds)[i];

  const book = (
    slot: number,
    who: { client?: string; buyer?: { phone: string; email: string } },
    now = NOW,
  ) =>
    createOrder(appointmentPurchase, t.db, provider, orderBody(world, key(slot)), { now, ...who });

  it('lets one phone hold two appointments (a family, two doctors), refuses the third with 429 and when to retry', async () => {
    const buyer = person(1);
    await book(0, { buyer });
    await book(1, { buyer, client: 'another-address' });
    const refused = await book(2, { buyer, client: 'a-third-address' }, at(30)).catch((e) => e);
    expect(refused).toBeInstanceOf(HoldLimitError);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('hold_limit');
    expect(refused.message).toBe(
      'You already have appointments waiting for payment. Please finish or cancel your other booking first, or try again in 2 minutes.',
    );
    // The first hold lapses 120 s after it was made: 90 s after this attempt.
    expect(refused.headers()).toEqual({ 'Retry-After': '90' });
    // Nothing was held for the refused one.
    const held = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.slotId, world.slotIds[key(2)]));
    expect(held).toHaveLength(0);
  });

  it('counts by e-mail as by phone, and by client address (four appointments)', async () => {
    await book(0, { buyer: person(2) });
    await book(1, { buyer: { ...person(3), email: person(2).email } });
    await expect(book(2, { buyer: { ...person(4), email: person(2).email } })).rejects.toThrow(
      HoldLimitError,
    );

    for (let i = 3; i < 7; i += 1) await book(i, { buyer: person(10 + i), client: 'carrier-nat' });
    const refused = await book(7, { buyer: person(20), client: 'carrier-nat' }).catch((e) => e);
    expect(refused).toBeInstanceOf(HoldLimitError);
    expect(refused.message).toMatch(/^Your network already has appointments waiting for payment/);
  });

  it('a failed payment gives its place in the count back at once (a retry works); a paid one never counted', async () => {
    const buyer = person(5);
    const first = await book(0, { buyer });
    await book(1, { buyer });
    await expect(book(2, { buyer })).rejects.toThrow(HoldLimitError);
    await failPayment(t.db, first.id, 'card declined', { now: at(10) });
    await expect(book(2, { buyer }, at(20))).resolves.toMatchObject({ amount: 80_000 });
  });

  it('a hold is short until its checkout opens, then lasts the whole window from when it was made, once', async () => {
    const order = await book(0, { buyer: person(6) });
    expect(order.expiresAt).toBe(at(120).toISOString());
    const slot = world.slotIds[key(0)];
    const expiry = async () =>
      (await t.db.select().from(appointments).where(eq(appointments.slotId, slot)))[0].expiresAt;
    expect(await expiry()).toEqual(at(120));

    const opened = await openHeldCheckout(t.db, order.id, { now: at(5) });
    expect(opened).toEqual({ expiresAt: at(15 * 60), lapsed: false });
    expect(await expiry()).toEqual(at(15 * 60));
    // Asking again renews nothing.
    expect(await openHeldCheckout(t.db, order.id, { now: at(14 * 60) })).toEqual({
      expiresAt: at(15 * 60),
      lapsed: false,
    });
    expect(await expiry()).toEqual(at(15 * 60));
  });

  it('an unopened hold lapses by itself after 2 minutes, and is not revived by a late opening', async () => {
    const order = await book(0, { buyer: person(7) });
    // 09:00 AM tomorrow, the first morning time of the day.
    const booked = async (now: Date) => {
      const days = (await getDoctorSchedule(t.db, world.doctorId, now))!;
      return days.find((d) => d.date === '16/03/2030')!.morning[0].isBooked;
    };
    expect(await booked(at(60))).toBe(true);
    expect(await booked(at(121))).toBe(false);
    expect(await openHeldCheckout(t.db, order.id, { now: at(121) })).toEqual({
      expiresAt: at(120),
      lapsed: true,
    });
    // The slot is anyone's again, and the lapsed hold no longer counts against its holder.
    await expect(book(0, { buyer: person(8) }, at(122))).resolves.toBeTruthy();
  });

  it("of a doctor's last few times on a day, one holder holds one; with plenty left, two", async () => {
    const scarce = await createWorld(t.db, [
      { date: TOMORROW, minute: 9 * 60 },
      { date: TOMORROW, minute: 9 * 60 + 30 },
      { date: TOMORROW, minute: 10 * 60 },
    ]);
    const buyer = person(9);
    const body = (time: string) => orderBody(scarce, `${TOMORROW} ${time}`);
    await createOrder(appointmentPurchase, t.db, provider, body('09:00 AM'), { now: NOW, buyer });
    const refused = await createOrder(appointmentPurchase, t.db, provider, body('09:30 AM'), {
      now: NOW,
      buyer,
    }).catch((e) => e);
    expect(refused).toBeInstanceOf(HoldLimitError);
    expect(refused.message).toMatch(/^Only a few times are left with this doctor on this day/);
    // Someone else may.
    await createOrder(appointmentPurchase, t.db, provider, body('09:30 AM'), {
      now: NOW,
      buyer: person(10),
    });
    // With plenty of times left, the same holder books two (the family's case).
    await book(0, { buyer });
    await expect(book(1, { buyer: { ...buyer, email: 'other@example.com' } })).rejects.toThrow(
      HoldLimitError,
    );
  });

  it('of 10 parallel checkouts of one phone for 10 different times, exactly 2 hold', async () => {
    const buyer = person(11);
    const many = await createWorld(
      t.db,
      Array.from({ length: 10 }, (_, i) => ({ date: TOMORROW, minute: 8 * 60 + 30 * i })),
    );
    const keys = Object.keys(many.slotIds);
    const results = await Promise.allSettled(
      keys.map((k) =>
        createOrder(appointmentPurchase, t.db, provider, orderBody(many, k), { now: NOW, buyer }),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    expect(held).toHaveLength(2);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(HoldLimitError);
    }
    const heldRows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, many.doctorId));
    expect(heldRows).toHaveLength(2);
  });

  it('one pharmacy order per phone at a time; the retry after a failed payment goes through', async () => {
    const buyer = person(12);
    const delivery = { ...deliveryInfo(), phone_number: buyer.phone, email: buyer.email };
    const cart = { items: [{ id: Object.values(pharmacy.ids)[0], quantity: 1 }], delivery };
    const first = await createOrder(pharmacyOrderPurchase, t.db, provider, cart, {
      now: NOW,
      buyer,
    });
    const refused = await createOrder(pharmacyOrderPurchase, t.db, provider, cart, {
      now: NOW,
      buyer,
    }).catch((e) => e);
    expect(refused).toBeInstanceOf(HoldLimitError);
    expect(refused.message).toMatch(
      /^You already have a pharmacy order waiting for payment\. Please finish or cancel your other order first/,
    );
    await failPayment(t.db, first.id, 'closed', { now: at(5) });
    await expect(
      createOrder(pharmacyOrderPurchase, t.db, provider, cart, { now: at(6), buyer }),
    ).resolves.toBeTruthy();
  });

  it("forgets a hold's digests a day after it ended", async () => {
    const first = await book(0, { buyer: person(15) });
    const held = async (orderId: string) =>
      (
        await t.db
          .select({ id: checkoutHolds.paymentId })
          .from(checkoutHolds)
          .innerJoin(payments, eq(payments.id, checkoutHolds.paymentId))
          .where(eq(payments.providerOrderId, orderId))
      ).length;
    expect(await held(first.id)).toBe(1);
    await book(1, { buyer: person(16) }, at(3600));
    expect(await held(first.id)).toBe(1);
    // Any checkout two days on (a pharmacy order: tomorrow's times have passed by then).
    const cart = {
      items: [{ id: Object.values(pharmacy.ids)[1], quantity: 1 }],
      delivery: deliveryInfo(),
    };
    await createOrder(pharmacyOrderPurchase, t.db, provider, cart, { now: at(2 * 86_400) });
    expect(await held(first.id)).toBe(0);
  });

  it('a refused slot is still a 409 for someone else, not a hold limit', async () => {
    await book(0, { buyer: person(13) });
    await expect(book(0, { buyer: person(14) })).rejects.toThrow(SlotTakenError);
  });
});
