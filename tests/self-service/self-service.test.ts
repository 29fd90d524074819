/**
 * Finding, moving and cancelling what was paid for without an account (issue 16), on both
 * engines: the one-time code (the same answer for an unknown reference, 5 tries, 10 minutes, a
 * new code retiring the old, limits per reference and per client), the access token it opens, the
 * patient's cancellation with the 4-hour refund rule (refunded once, the slot free at once), the
 * move to another free time (two patients racing for one slot: exactly one wins), and an order's
 * tracking with its status history.
 */
// First: the test checkout and a data directory, before anything imports lib/env.
import '../helpers/payment-test-mode';
import '../helpers/upload-data-dir';
import { and, asc, eq } from 'drizzle-orm';
import { InvalidInputError, TooManyAttemptsError } from '@/lib/api/errors';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import {
  accessCodes,
  appointments,
  doctorLeaves,
  outboxMessages,
  payments,
  refunds,
} from '@/lib/db/schema';
import { appointmentStart } from '@/lib/notifications/appointment-notice';
import { getPaymentProvider } from '@/lib/payments';
import type { SimulatedProvider } from '@/lib/payments/simulated';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import {
  ACCESS_MESSAGES,
  CODE_TRIES,
  endAccess,
  recordForToken,
  requestAccessCode,
  verifyAccessCode,
} from '@/lib/self-service/access';
import { findBookingHolder, readManagedBooking } from '@/lib/self-service/booking';
import {
  cancelMyBooking,
  REFUND_CHANGED,
  rescheduleMyBooking,
  TOO_LATE_TO_MOVE,
} from '@/lib/self-service/booking-changes';
import { findOrderHolder, readTrackedOrder } from '@/lib/self-service/order';
import { closeLimits } from '@/lib/security/limits';
import { addDays, indiaToday } from '@/lib/time/india';
import { createOrder, createWorld, orderBody, PATIENT, type World } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import { runStaffAction } from '../helpers/staff-actions';
import type { StaffActor } from '@/lib/staff/sessions';
import { insertStaffActor } from '../helpers/staff-users';
import { deliveryInfo, insertPharmacyFixture, type Fixture } from '../pharmacy/fixtures';

const provider = () => getPaymentProvider() as SimulatedProvider;

let clients = 0;
/** A fresh client address per call, so one test's limits never refuse another's. */
const client = () => `203.0.113.${++clients % 250}-${clients}`;

describe.each(engines)('self-service on %s', (engine) => {
  let t: TestDb;
  let pharmacist: StaffActor;
  const day1 = addDays(indiaToday(), 2);
  const day2 = addDays(indiaToday(), 3);

  beforeAll(async () => {
    t = await createTestDb(engine);
    pharmacist = await insertStaffActor(t.db, {
      email: 'rx@test.example',
      name: 'Rx',
      role: 'pharmacist',
    });
  }, 180_000);
  afterAll(async () => {
    await closeLimits();
    await t.drop();
  });

  const newWorld = () =>
    createWorld(t.db, [
      { date: day1, minute: 10 * 60 },
      { date: day1, minute: 10 * 60 + 30 },
      { date: day2, minute: 11 * 60 },
    ]);
  const book = async (world: World, key = `${day1} 10:00 AM`, phone: string = PATIENT.phone) => {
    const order = await createOrder(
      appointmentPurchase,
      t.db,
      provider(),
      orderBody(world, key, { phone }),
    );
    await confirmCheckout(t.db, provider(), appointmentPurchase, provider().pay(order.id));
    const [row] = await t.db
      .select({ id: appointments.id, reference: appointments.reference })
      .from(appointments)
      .innerJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(eq(payments.providerOrderId, order.id));
    return row;
  };
  const codesOf = (id: number) =>
    t.db
      .select()
      .from(accessCodes)
      .where(and(eq(accessCodes.subjectType, 'appointment'), eq(accessCodes.subjectId, id)))
      .orderBy(asc(accessCodes.id));
  const lastCodeMessages = () => outboxRows(t.db, { topic: 'access.code' });
  const ask = (reference: string, code: string, now = new Date(), phone: string = PATIENT.phone) =>
    requestAccessCode(
      t.db,
      'appointment',
      findBookingHolder,
      { reference, phone, client: client() },
      now,
      code,
    );
  const verify = (reference: string, code: string, now = new Date(), who = client()) =>
    verifyAccessCode(
      t.db,
      'appointment',
      findBookingHolder,
      { reference, phone: PATIENT.phone, code, client: who },
      now,
    );
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as InvalidInputError).toBody().errors;
  };

  it('sends a code only for a reference and phone that match, answering the same either way', async () => {
    const booking = await book(await newWorld());
    const before = (await lastCodeMessages()).length;
    await expect(ask('SMH-ZZZZZZZZZZ', '111111')).resolves.toBeUndefined();
    await expect(
      ask(booking.reference, '111111', new Date(), '9000000000'),
    ).resolves.toBeUndefined();
    expect(await lastCodeMessages()).toHaveLength(before);
    await expect(ask(booking.reference, '246810')).resolves.toBeUndefined();
    const sent = (await lastCodeMessages()).slice(before);
    expect(sent.map((m) => `${m.channel} ${m.recipient}`)).toEqual([
      `sms ${PATIENT.phone}`,
      `email ${PATIENT.email}`,
    ]);
    expect(sent[0].bodyText).toContain('246810');
    expect(sent[0].bodyText.length).toBeLessThanOrEqual(160);
    expect(sent[1].subject).toContain('246810');
    const [row] = await codesOf(booking.id);
    // Only a salted hash is kept.
    expect(JSON.stringify(row)).not.toContain('246810');
  });

  it('opens the booking with the right code, once, for 30 minutes', async () => {
    const booking = await book(await newWorld());
    const now = new Date();
    await ask(booking.reference, '135790', now);
    const { token, subjectId } = await verify(booking.reference, '135790', now);
    expect(subjectId).toBe(booking.id);
    expect(await recordForToken(t.db, 'appointment', token, now)).toBe(booking.id);
    // Not a token for orders, not after 30 minutes, and the code is spent.
    expect(await recordForToken(t.db, 'pharmacy_order', token, now)).toBeNull();
    expect(
      await recordForToken(t.db, 'appointment', token, new Date(now.getTime() + 31 * 60_000)),
    ).toBeNull();
    expect(await refusal(verify(booking.reference, '135790', now))).toEqual({
      code: ACCESS_MESSAGES.badCode,
    });
    await endAccess(t.db, token, now);
    expect(await recordForToken(t.db, 'appointment', token, now)).toBeNull();
    expect(await recordForToken(t.db, 'appointment', 'x'.repeat(43), now)).toBeNull();
    expect(await recordForToken(t.db, 'appointment', undefined, now)).toBeNull();
  });

  it('allows 5 tries per code, expires it after 10 minutes, and retires it for a new one', async () => {
    const booking = await book(await newWorld());
    const now = new Date();
    await ask(booking.reference, '123456', now);
    for (let i = 1; i < CODE_TRIES; i += 1) {
      expect(await refusal(verify(booking.reference, '000000', now))).toEqual({
        code: ACCESS_MESSAGES.badCode,
      });
    }
    expect(await refusal(verify(booking.reference, '000000', now))).toEqual({
      code: ACCESS_MESSAGES.badCode,
    });
    // The right code is no use once the tries are spent.
    expect(await refusal(verify(booking.reference, '123456', now))).toEqual({
      code: ACCESS_MESSAGES.badCode,
    });
    await ask(booking.reference, '654321', now);
    const late = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect(await refusal(verify(booking.reference, '654321', late))).toEqual({
      code: ACCESS_MESSAGES.badCode,
    });
    await ask(booking.reference, '111222', now);
    await ask(booking.reference, '333444', now);
    // The earlier code is retired: it is judged against the new one.
    expect(await refusal(verify(booking.reference, '111222', now))).toEqual({
      code: ACCESS_MESSAGES.badCode,
    });
    await expect(verify(booking.reference, '333444', now)).resolves.toMatchObject({
      subjectId: booking.id,
    });
    // An unknown reference answers as a code that is gone.
    expect(await refusal(verify('SMH-ZZZZZZZZZZ', '333444', now))).toEqual({
      code: ACCESS_MESSAGES.badCode,
    });
  });

  it('limits codes per reference and per client, and wrong codes per client', async () => {
    const booking = await book(await newWorld());
    const one = client();
    const send = (reference: string, who: string) =>
      requestAccessCode(t.db, 'appointment', findBookingHolder, {
        reference,
        phone: PATIENT.phone,
        client: who,
      });
    // Someone who knows the reference but not the phone spends counts of their own: the patient
    // can still ask for a code.
    const stranger = (reference: string) =>
      requestAccessCode(t.db, 'appointment', findBookingHolder, {
        reference,
        phone: '9000000001',
        client: client(),
      });
    for (let i = 0; i < 10; i += 1) await stranger(booking.reference).catch(() => undefined);
    await expect(stranger(booking.reference)).rejects.toBeInstanceOf(TooManyAttemptsError);
    for (let i = 0; i < 5; i += 1) await send(booking.reference, client());
    await expect(send(booking.reference, client())).rejects.toBeInstanceOf(TooManyAttemptsError);
    // The same for a reference that does not exist: the limit tells nothing.
    for (let i = 0; i < 5; i += 1) await send('SMH-YYYYYYYYYY', client());
    await expect(send('SMH-YYYYYYYYYY', client())).rejects.toBeInstanceOf(TooManyAttemptsError);
    for (let i = 0; i < 10; i += 1) await send(`SMH-X${String(i).padStart(9, '0')}`, one);
    await expect(send('SMH-XXXXXXXXXX', one)).rejects.toBeInstanceOf(TooManyAttemptsError);
    const guesser = client();
    for (let i = 0; i < 20; i += 1) {
      await verify(`SMH-G${String(i).padStart(9, '0')}`, '000000', new Date(), guesser).catch(
        () => undefined,
      );
    }
    await expect(verify(booking.reference, '000000', new Date(), guesser)).rejects.toBeInstanceOf(
      TooManyAttemptsError,
    );
  });

  it('cancels more than 4 hours ahead with one full refund, and frees the slot at once', async () => {
    const world = await newWorld();
    const booking = await book(world);
    const view = await readManagedBooking(t.db, booking.id);
    expect(view).toMatchObject({ changeable: true, refundIfCancelled: true, refund: null });
    const { refund } = await cancelMyBooking(t.db, booking.id, true);
    expect(refund).toMatchObject({ amountPaise: 80_000, status: 'processed', staffId: null });
    const after = await readManagedBooking(t.db, booking.id);
    expect(after).toMatchObject({
      statusLabel: 'Cancelled',
      changeable: false,
      refund: { amountPaise: 80_000, processed: true },
    });
    expect(await refusal(cancelMyBooking(t.db, booking.id, true))).toHaveProperty('confirm');
    const paid = await t.db
      .select({ id: refunds.id })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.appointmentId, booking.id));
    expect(paid).toHaveLength(1);
    const topics = await t.db
      .select({ topic: outboxMessages.topic, status: outboxMessages.status })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.subjectType, 'appointment'),
          eq(outboxMessages.subjectId, booking.id),
        ),
      );
    expect(topics.filter((m) => m.topic === 'appointment.cancelled')).toHaveLength(2);
    expect(
      topics
        .filter((m) => m.topic === 'appointment.reminder')
        .every((m) => m.status === 'cancelled'),
    ).toBe(true);
    // The slot is free: another patient books it.
    await expect(book(world, `${day1} 10:00 AM`, '9123456789')).resolves.toHaveProperty('id');
  });

  it('refunds nothing 4 hours or less before, and never cancels against the refund promised', async () => {
    const booking = await book(await newWorld());
    const startsAt = appointmentStart(day1, '10:00 AM');
    const late = new Date(startsAt.getTime() - 4 * 3_600_000 + 60_000);
    expect(await readManagedBooking(t.db, booking.id, late)).toMatchObject({
      changeable: true,
      refundIfCancelled: false,
    });
    expect(await refusal(cancelMyBooking(t.db, booking.id, true, late))).toEqual({
      confirm: REFUND_CHANGED.now,
    });
    expect((await readManagedBooking(t.db, booking.id))?.statusLabel).toBe('Confirmed');
    const { refund } = await cancelMyBooking(t.db, booking.id, false, late);
    expect(refund).toBeNull();
    expect((await readManagedBooking(t.db, booking.id))?.statusLabel).toBe('Cancelled');
    // Exactly 4 hours before still refunds.
    const other = await book(await newWorld());
    const edge = new Date(startsAt.getTime() - 4 * 3_600_000);
    expect((await cancelMyBooking(t.db, other.id, true, edge)).refund).not.toBeNull();
  });

  it('refunds in full and may still move within 4 hours when the doctor is on leave that day', async () => {
    const world = await newWorld();
    const booking = await book(world);
    const other = await book(world, `${day1} 10:30 AM`);
    const late = new Date(appointmentStart(day1, '10:00 AM').getTime() - 2 * 3_600_000);
    await t.db
      .insert(doctorLeaves)
      .values({ doctorId: world.doctorId, fromDate: day1, toDate: day1 });
    expect(await readManagedBooking(t.db, booking.id, late)).toMatchObject({
      doctorOnLeave: true,
      refundIfCancelled: true,
      movable: true,
    });
    const { refund } = await cancelMyBooking(t.db, booking.id, true, late);
    expect(refund).toMatchObject({ status: 'processed' });
    // Another booking of that day is moved to another time though under 4 hours away.
    const moved = await rescheduleMyBooking(
      t.db,
      other.id,
      world.slotIds[`${day2} 11:00 AM`],
      late,
    );
    expect(moved.slotDate).toBe(day2);
  });

  it('cannot change a booking once it has begun', async () => {
    const booking = await book(await newWorld());
    const begun = new Date(appointmentStart(day1, '10:00 AM').getTime() + 60_000);
    expect((await readManagedBooking(t.db, booking.id, begun))?.changeable).toBe(false);
    expect(await refusal(cancelMyBooking(t.db, booking.id, false, begun))).toHaveProperty(
      'confirm',
    );
  });

  it('moves to another free time of the same doctor, freeing the old one', async () => {
    const world = await newWorld();
    const booking = await book(world);
    const moved = await rescheduleMyBooking(t.db, booking.id, world.slotIds[`${day2} 11:00 AM`]);
    expect(moved).toMatchObject({ slotDate: day2, slotTime: '11:00 AM' });
    expect(await readManagedBooking(t.db, booking.id)).toMatchObject({
      date: day2,
      time: '11:00 AM',
      statusLabel: 'Confirmed',
    });
    await expect(book(world, `${day1} 10:00 AM`, '9123456789')).resolves.toHaveProperty('id');
    const [movedMail] = await outboxRows(t.db, {
      topic: 'appointment.moved',
      subjectId: booking.id,
      channel: 'email',
    });
    expect(movedMail.bodyText).toContain('/appointment/manage?reference=');
    // A taken slot, another doctor's slot, or its own: refused.
    expect(
      await refusal(rescheduleMyBooking(t.db, booking.id, world.slotIds[`${day1} 10:00 AM`])),
    ).toEqual({ slot_id: 'That time has just been taken: choose another' });
    const elsewhere = await newWorld();
    expect(
      await refusal(rescheduleMyBooking(t.db, booking.id, elsewhere.slotIds[`${day1} 10:30 AM`])),
    ).toEqual({ slot_id: 'Choose a free time in the future' });
  });

  it('moves into a time whose hold has lapsed, and not within 4 hours of the appointment', async () => {
    const world = await newWorld();
    const booking = await book(world);
    // Someone left the checkout for 10:30: the hold has lapsed, the picker shows it free.
    const abandoned = await createOrder(
      appointmentPurchase,
      t.db,
      provider(),
      orderBody(world, `${day1} 10:30 AM`, { phone: '9123456789' }),
    );
    await t.db
      .update(appointments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(
        eq(
          appointments.id,
          (
            await t.db
              .select({ id: payments.appointmentId })
              .from(payments)
              .where(eq(payments.providerOrderId, abandoned.id))
          )[0].id!,
        ),
      );
    await expect(
      rescheduleMyBooking(t.db, booking.id, world.slotIds[`${day1} 10:30 AM`]),
    ).resolves.toMatchObject({ slotTime: '10:30 AM' });
    // Less than 4 hours before: no move (it would reopen the refund), though cancelling stays.
    const startsAt = appointmentStart(day1, '10:30 AM');
    const late = new Date(startsAt.getTime() - 3 * 3_600_000);
    expect(await readManagedBooking(t.db, booking.id, late)).toMatchObject({
      changeable: true,
      movable: false,
    });
    expect(
      await refusal(rescheduleMyBooking(t.db, booking.id, world.slotIds[`${day2} 11:00 AM`], late)),
    ).toEqual({ slot_id: TOO_LATE_TO_MOVE });
  });

  it('lets exactly one of two patients moving into the same free slot at once have it', async () => {
    const world = await newWorld();
    const first = await book(world, `${day1} 10:00 AM`);
    const second = await book(world, `${day2} 11:00 AM`, '9123456789');
    const target = world.slotIds[`${day1} 10:30 AM`];
    const results = await Promise.allSettled([
      rescheduleMyBooking(t.db, first.id, target),
      rescheduleMyBooking(t.db, second.id, target),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((r) => r.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(InvalidInputError);
    const rows = await t.db
      .select({ slotId: appointments.slotId })
      .from(appointments)
      .where(and(eq(appointments.doctorId, world.doctorId), eq(appointments.status, 'confirmed')));
    expect(rows.filter((r) => r.slotId === target)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  describe('an order', () => {
    let f: Fixture;
    beforeAll(async () => {
      f = await insertPharmacyFixture(t.db);
    });

    it('is found by reference and phone, and shows its steps, lines and a masked address', async () => {
      const order = await createOrder(pharmacyOrderPurchase, t.db, provider(), {
        items: [{ id: f.ids['Paracetamol 500mg Tablet'], quantity: 2 }],
        delivery: deliveryInfo(),
      });
      const settled = await confirmCheckout(
        t.db,
        provider(),
        pharmacyOrderPurchase,
        provider().pay(order.id),
      );
      const reference = (settled as { reference: string }).reference;
      const holder = await findOrderHolder(t.db, reference, deliveryInfo().phone_number);
      expect(holder?.reference).toBe(reference);
      expect(await findOrderHolder(t.db, reference, '9000000000')).toBeNull();
      for (const action of ['confirm', 'pack', 'dispatch']) {
        const result = await runStaffAction(t.db, 'moveOrderAction', pharmacist, {
          id: holder!.id,
          action,
          reason: '',
        });
        expect(result.ok).toBe(true);
      }
      const tracked = await readTrackedOrder(t.db, holder!.id);
      expect(tracked?.history.map((e) => e.statusLabel)).toEqual([
        'Placed',
        'Confirmed',
        'Packed',
        'Dispatched',
      ]);
      expect(tracked).toMatchObject({
        statusLabel: 'Dispatched',
        lines: [{ name: 'Paracetamol 500mg Tablet', quantity: 2, totalPaise: 6000 }],
      });
      expect(tracked?.address).not.toContain(deliveryInfo().address.split(',')[0]);
    });
  });
});
