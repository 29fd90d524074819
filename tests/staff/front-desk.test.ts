/**
 * The front desk's appointment work on both engines (issue 15): a visit checked in and completed;
 * a booking cancelled by the hospital with one full refund and its slot free again at once; a
 * doctor's leave taking days out of the public picker and the booking while listing the
 * bookings inside it; a new fee for new bookings only; and late or double payments refunded once.
 */
// First: the test checkout (bookings and refunds go through it) before anything imports lib/env.
import '../helpers/payment-test-mode';
import { eq, sql } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import {
  countConfirmedOn,
  currentLeaves,
  DAY_SHEET_LIMIT,
  daySheet,
  searchAppointments,
} from '@/lib/booking/staff-appointments';
import { countRefundsWaiting, refundsDue, refundsNotThrough } from '@/lib/checkout/staff-refunds';
import {
  recordRefund,
  refundOutcome,
  REFUND_SEND_STALE_MS,
  sendRefund,
} from '@/lib/checkout/refunds';
import { confirmCheckout } from '@/lib/checkout/settle';
import { appointments, doctors, payments, refunds } from '@/lib/db/schema';
import { getDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { getPaymentProvider } from '@/lib/payments';
import type { SimulatedProvider } from '@/lib/payments/simulated';
import { EXPORTS } from '@/lib/staff/exports';
import { addDays, indiaDayStart, indiaToday, toDdMmYyyy } from '@/lib/time/india';
import { createOrder, createWorld, orderBody, type World } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import { type StaffActionName, runStaffAction } from '../helpers/staff-actions';
import type { StaffActor } from '@/lib/staff/sessions';
import { insertStaffActor } from '../helpers/staff-users';

const provider = () => getPaymentProvider() as SimulatedProvider;

describe.each(engines)('the front desk on %s', (engine) => {
  let t: TestDb;
  let deskUser: StaffActor;
  const today = indiaToday();
  const day1 = addDays(today, 2);
  const day2 = addDays(today, 3);
  const key = (date: string, time: string) => `${date} ${time}`;

  beforeAll(async () => {
    t = await createTestDb(engine);
    deskUser = await insertStaffActor(t.db, {
      email: 'desk@test.example',
      name: 'Desk',
      role: 'front_desk',
    });
  }, 180_000);
  afterAll(() => t.drop());

  const newWorld = () =>
    createWorld(t.db, [
      { date: day1, minute: 10 * 60 },
      { date: day1, minute: 11 * 60 },
      { date: day2, minute: 10 * 60 },
    ]);
  const desk = (name: StaffActionName, input: Record<string, unknown>) =>
    runStaffAction(t.db, name, deskUser, input);
  /** A booking of `slot`, paid at `now` (by default this moment; earlier for a slot now begun). */
  const book = async (world: World, slot: string, now = new Date()) => {
    const order = await createOrder(appointmentPurchase, t.db, provider(), orderBody(world, slot), {
      now,
    });
    await confirmCheckout(t.db, provider(), appointmentPurchase, provider().pay(order.id), {
      now,
    });
    const [row] = await t.db
      .select()
      .from(appointments)
      .innerJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(eq(payments.providerOrderId, order.id));
    return row;
  };

  /** A doctor with a slot at 00:00 today (India), booked the evening before: its time has begun. */
  const bookedToday = async () => {
    const world = await createWorld(t.db, [{ date: today, minute: 0 }]);
    const evening = new Date(indiaDayStart(today).getTime() - 60 * 60_000);
    return { world, ...(await book(world, key(today, '12:00 AM'), evening)) };
  };

  it('checks a patient in and completes the visit, and refuses what no longer applies', async () => {
    const { world, appointments: booking } = await bookedToday();
    expect(await desk('appointmentAction', { id: booking.id, action: 'complete' })).toMatchObject({
      ok: false,
      errors: { action: 'This appointment is confirmed: it cannot be changed that way' },
    });
    expect(await desk('appointmentAction', { id: booking.id, action: 'check_in' })).toEqual({
      ok: true,
      message: 'Appointment updated: Checked in',
    });
    expect(await desk('appointmentAction', { id: booking.id, action: 'no_show' })).toMatchObject({
      ok: false,
    });
    expect(
      await desk('appointmentAction', { id: booking.id, action: 'cancel', reason: 'x' }),
    ).toMatchObject({
      ok: false,
    });
    expect(await desk('appointmentAction', { id: booking.id, action: 'complete' })).toMatchObject({
      ok: true,
    });
    const {
      rows: [sheet],
      cutShort,
    } = await daySheet(t.db, { date: today, doctorId: world.doctorId });
    expect(cutShort).toBe(false);
    expect(sheet).toMatchObject({ id: booking.id, attendance: 'completed' });
    // The day sheet as CSV rows: the same booking, as the desk prints it.
    const exported = await EXPORTS.appointments.page(
      t.db,
      new URLSearchParams({ date: today, doctor: String(world.doctorId) }),
      undefined,
    );
    expect(exported).toEqual({
      rows: [
        [
          today,
          '12:00 AM',
          'Asha Rao',
          expect.any(String),
          'Test Patient',
          '9876543210',
          booking.reference,
          800,
          'Completed',
        ],
      ],
      next: null,
    });
  });

  it('shows a whole day: the sheet says when it is cut short, the export walks past it, the home card counts confirmed ones', async () => {
    const day = addDays(today, 12); // no other test books on it
    const world = await createWorld(t.db, [{ date: day, minute: 9 * 60 }]);
    const booking = await book(world, key(day, '09:00 AM'));
    expect(await countConfirmedOn(t.db, day)).toBe(1);
    // A day busier than the sheet: DAY_SHEET_LIMIT cancelled bookings beside the confirmed one.
    await t.db.execute(sql`
      insert into appointments (reference, doctor_id, slot_id, slot_date, slot_time, patient_name,
        phone, gender, disease, age, email, pincode, amount_paise, status)
      select 'DAY-' || g, ${world.doctorId}, ${booking.appointments.slotId}, ${day}::date,
        '09:00 AM', 'Patient ' || g, '9000000000', 'female', 'Fever', 30, 'p@example.com',
        '560038', 80000, 'cancelled'
      from generate_series(1, ${DAY_SHEET_LIMIT}) g`);
    expect(await countConfirmedOn(t.db, day)).toBe(1);

    const sheet = await daySheet(t.db, { date: day });
    expect(sheet.cutShort).toBe(true);
    expect(sheet.rows).toHaveLength(DAY_SHEET_LIMIT);
    expect(sheet.rows[0].id).toBe(booking.appointments.id);
    const rest = await daySheet(t.db, { date: day }, DAY_SHEET_LIMIT, DAY_SHEET_LIMIT);
    expect(rest).toMatchObject({ cutShort: false, rows: [expect.anything()] });

    const params = new URLSearchParams({ date: day });
    const first = await EXPORTS.appointments.page(t.db, params, undefined);
    expect(first.rows).toHaveLength(DAY_SHEET_LIMIT);
    expect(first.next).toBe(String(DAY_SHEET_LIMIT));
    const second = await EXPORTS.appointments.page(t.db, params, first.next ?? undefined);
    expect(second).toEqual({ rows: [expect.any(Array)], next: null });
    const references = [...first.rows, ...second.rows].map((cells) => cells[6]);
    expect(new Set(references).size).toBe(DAY_SHEET_LIMIT + 1);
  }, 120_000);

  it('checks in from the day of the visit and marks a no-show once its time has begun; a late patient is checked in after all', async () => {
    const world = await newWorld();
    const { appointments: ahead } = await book(world, key(day1, '10:00 AM'));
    expect(await desk('appointmentAction', { id: ahead.id, action: 'check_in' })).toMatchObject({
      ok: false,
      errors: { action: 'A patient is checked in on the day of the visit' },
    });
    expect(await desk('appointmentAction', { id: ahead.id, action: 'no_show' })).toMatchObject({
      ok: false,
      errors: {
        action: 'A patient is marked a no-show only once the time of the visit has begun',
      },
    });

    const { appointments: begun } = await bookedToday();
    expect(await desk('appointmentAction', { id: begun.id, action: 'no_show' })).toEqual({
      ok: true,
      message: 'Appointment updated: No-show',
    });
    // The patient turns up late: checked in after all, then seen.
    expect(await desk('appointmentAction', { id: begun.id, action: 'check_in' })).toEqual({
      ok: true,
      message: 'Appointment updated: Checked in',
    });
    expect(await desk('appointmentAction', { id: begun.id, action: 'no_show' })).toMatchObject({
      ok: false,
      errors: { action: 'This appointment is checked in: it cannot be changed that way' },
    });
    expect(await desk('appointmentAction', { id: begun.id, action: 'complete' })).toMatchObject({
      ok: true,
    });
    // A no-show of an earlier day stays one: the late-comer rule is for the visit's own day.
    const yesterday = addDays(today, -1);
    const old = await createWorld(t.db, [{ date: yesterday, minute: 600 }]);
    const { appointments: past } = await book(
      old,
      key(yesterday, '10:00 AM'),
      new Date(indiaDayStart(yesterday).getTime() - 60 * 60_000),
    );
    expect(await desk('appointmentAction', { id: past.id, action: 'no_show' })).toMatchObject({
      ok: true,
    });
    expect(await desk('appointmentAction', { id: past.id, action: 'check_in' })).toMatchObject({
      ok: false,
    });
  });

  it('cancels for the hospital with one full refund, and frees the slot at once', async () => {
    const world = await newWorld();
    const slot = key(day1, '11:00 AM');
    const { appointments: booking, payments: payment } = await book(world, slot);
    expect(await desk('appointmentAction', { id: booking.id, action: 'cancel' })).toMatchObject({
      ok: false,
      errors: { reason: 'Please give the reason (the patient is told it)' },
    });
    expect(
      await desk('appointmentAction', {
        id: booking.id,
        action: 'cancel',
        reason: 'Doctor called away',
      }),
    ).toEqual({
      ok: true,
      message: 'Appointment updated: Cancelled. The full amount has been refunded.',
    });
    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'processed',
        amountPaise: payment.amountPaise,
        staffId: deskUser.id,
      }),
    ]);
    expect(
      await desk('appointmentAction', { id: booking.id, action: 'cancel', reason: 'again' }),
    ).toMatchObject({ ok: false });
    // A refund marked failed (its answer lost) is retried from the booking: the provider's own
    // record of it is found, and nothing is paid twice.
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.paymentId, payment.id));
    expect(await desk('retryAppointmentRefundAction', { id: booking.id })).toEqual({
      ok: true,
      message: 'The full amount has been refunded.',
    });
    const [retried] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(retried).toMatchObject({
      status: 'processed',
      providerRefundId: rows[0].providerRefundId,
    });
    // Free on the picker and bookable again.
    const schedule = await getDoctorSchedule(t.db, world.doctorId);
    const slotShown = schedule!
      .find((d) => d.date === toDdMmYyyy(day1))!
      .morning.find((s) => s.time === '11:00 AM');
    expect(slotShown).toMatchObject({ isBooked: false });
    const again = await book(world, slot);
    expect(again.appointments.status).toBe('confirmed');
  });

  it("takes a doctor's leave off the picker and the booking, and lists the bookings inside it", async () => {
    const world = await newWorld();
    const { appointments: inside } = await book(world, key(day1, '10:00 AM'));
    const saved = await desk('addLeaveAction', {
      doctor_id: world.doctorId,
      from: day1,
      to: day1,
      reason: 'Conference',
    });
    expect(saved).toMatchObject({
      ok: true,
      message: expect.stringContaining('1 confirmed appointment inside it'),
    });
    const schedule = await getDoctorSchedule(t.db, world.doctorId);
    expect(schedule!.map((d) => d.date)).toEqual([toDdMmYyyy(day2)]);
    await expect(
      createOrder(appointmentPurchase, t.db, provider(), orderBody(world, key(day1, '11:00 AM'))),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('not available on this day'),
    });
    const leaves = await currentLeaves(t.db, today);
    const leave = leaves.find((l) => l.doctorId === world.doctorId)!;
    expect(leave.affected.map((a) => a.id)).toEqual([inside.id]);

    expect(await desk('removeLeaveAction', { id: leave.id })).toMatchObject({ ok: true });
    expect((await getDoctorSchedule(t.db, world.doctorId))!.map((d) => d.date)).toEqual([
      toDdMmYyyy(day1),
      toDdMmYyyy(day2),
    ]);
  });

  it('refuses a leave in the past, backwards, or too long', async () => {
    const world = await newWorld();
    const leave = (from: string, to: string) =>
      desk('addLeaveAction', { doctor_id: world.doctorId, from, to });
    expect(await leave(addDays(today, -1), today)).toMatchObject({
      errors: { from: 'A leave cannot start in the past' },
    });
    expect(await leave(day2, day1)).toMatchObject({
      errors: { to: 'The last day cannot be before the first' },
    });
    expect(await leave(day1, addDays(day1, 90))).toMatchObject({
      errors: { to: 'A leave may last at most 90 days' },
    });
    expect(await leave('2026-02-30', day1)).toMatchObject({ errors: { from: expect.any(String) } });
  });

  it('changes a fee for new bookings only, and names the pages to refresh', async () => {
    const world = await newWorld();
    const { appointments: before } = await book(world, key(day1, '10:00 AM'));
    const [doctor] = await t.db.select().from(doctors).where(eq(doctors.id, world.doctorId));
    expect(await desk('changeFeeAction', { doctor_id: world.doctorId, fee: '1200' })).toEqual({
      ok: true,
      message: 'Fee saved: ₹1200 for bookings from now on.',
      revalidate: ['doctors', `doctor:${doctor.slug}`],
    });
    expect(await desk('changeFeeAction', { doctor_id: world.doctorId, fee: '12.5' })).toMatchObject(
      {
        errors: { fee: 'The fee must be whole rupees' },
      },
    );
    const { appointments: after } = await book(world, key(day2, '10:00 AM'));
    const [kept] = await t.db.select().from(appointments).where(eq(appointments.id, before.id));
    expect(kept.amountPaise).toBe(80_000);
    expect(after.amountPaise).toBe(120_000);
  });

  it('refunds a late payment once, and only one the database has flagged', async () => {
    const world = await newWorld();
    const { payments: paid } = await book(world, key(day2, '10:00 AM'));
    // A payment for a booking that stands is not due: it cannot be refunded this way.
    expect(
      await desk('refundDuePaymentAction', {
        payment_id: paid.id,
        provider_payment_id: paid.providerPaymentId,
      }),
    ).toEqual({ ok: false, message: 'This payment is not due for a refund', errors: undefined });
    await t.db.update(payments).set({ refundDue: true }).where(eq(payments.id, paid.id));
    expect((await refundsDue(t.db)).map((r) => r.providerPaymentId)).toContain(
      paid.providerPaymentId,
    );
    const input = { payment_id: paid.id, provider_payment_id: paid.providerPaymentId };
    expect(await desk('refundDuePaymentAction', input)).toEqual({
      ok: true,
      message: 'The full amount has been refunded.',
    });
    expect(await desk('refundDuePaymentAction', input)).toMatchObject({
      ok: false,
      message: 'This payment has already been refunded',
    });
    // The payer is told, once, by e-mail and SMS.
    const told = await outboxRows(t.db, {
      topic: 'payment.refunded',
      subjectType: 'payment',
      subjectId: paid.id,
    });
    expect(told.map((m) => `${m.channel} ${m.recipient}`).sort()).toEqual([
      'email patient@example.com',
      'sms 9876543210',
    ]);
    expect(told.find((m) => m.channel === 'email')?.bodyText).toContain(
      'after what it paid for was no longer available',
    );
    expect((await refundsDue(t.db)).map((r) => r.providerPaymentId)).not.toContain(
      paid.providerPaymentId,
    );
  });

  it('keeps a late payment listed until its refund goes through, and sends the same refund again', async () => {
    const world = await newWorld();
    const { payments: paid } = await book(world, key(day1, '10:00 AM'));
    await t.db.update(payments).set({ refundDue: true }).where(eq(payments.id, paid.id));
    const input = { payment_id: paid.id, provider_payment_id: paid.providerPaymentId };
    const listed = async () =>
      (await refundsDue(t.db)).find((r) => r.providerPaymentId === paid.providerPaymentId);
    expect(await listed()).toMatchObject({
      refund: null,
      purpose: 'appointment',
      purchaseId: paid.appointmentId,
      payerName: 'Test Patient',
      payerPhone: '9876543210',
    });
    expect((await listed())!.purchaseReference).toMatch(/^SMH-/);

    // The provider refuses the first attempt: the refund is recorded, failed, and still listed.
    const refuse = jest
      .spyOn(provider(), 'refund')
      .mockRejectedValueOnce(new Error('The provider is down'));
    expect(await desk('refundDuePaymentAction', input)).toEqual({
      ok: false,
      message:
        "The payment provider refused the refund. It is recorded: retry it from this page, or check the payment in the provider's dashboard.",
    });
    expect(await listed()).toMatchObject({
      refund: { status: 'failed', failure: 'The payment provider did not accept the refund' },
    });

    // The same button sends that refund again: one refund row, one notice to the payer.
    expect(await desk('refundDuePaymentAction', input)).toEqual({
      ok: true,
      message: 'The full amount has been refunded.',
    });
    expect(refuse).toHaveBeenCalledTimes(2);
    refuse.mockRestore();
    const rows = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.providerPaymentId, paid.providerPaymentId!));
    expect(rows.map((r) => r.status)).toEqual(['processed']);
    const notices = await outboxRows(t.db, {
      topic: 'payment.refunded',
      subjectId: paid.id,
      channel: 'email',
    });
    expect(notices).toHaveLength(1);
    expect(await listed()).toBeUndefined();
    expect(await desk('refundDuePaymentAction', input)).toMatchObject({
      ok: false,
      message: 'This payment has already been refunded',
    });
  });

  it('lists a cancellation whose refund did not go through, apart from late payments, until it is retried', async () => {
    const world = await newWorld();
    const { appointments: booking, payments: paid } = await book(world, key(day2, '10:00 AM'));
    const { appointments: lateBooking, payments: late } = await book(world, key(day1, '10:00 AM'));
    await t.db.update(payments).set({ refundDue: true }).where(eq(payments.id, late.id));
    const refuse = jest
      .spyOn(provider(), 'refund')
      .mockRejectedValue(new Error('The provider is down'));
    await desk('appointmentAction', { id: booking.id, action: 'cancel', reason: 'Doctor ill' });
    await desk('refundDuePaymentAction', {
      payment_id: late.id,
      provider_payment_id: late.providerPaymentId,
    });
    refuse.mockRestore();

    const stuck = (await refundsNotThrough(t.db)).filter((r) =>
      [booking.reference, lateBooking.reference].includes(r.purchaseReference),
    );
    // The cancellation, with what opens it; the late payment's failed refund stays in its own list.
    expect(stuck).toEqual([
      {
        purpose: 'appointment',
        purchaseId: booking.id,
        purchaseReference: booking.reference,
        payerName: 'Test Patient',
        payerPhone: '9876543210',
        amountPaise: paid.amountPaise,
        reason: 'Cancelled by the hospital: Doctor ill',
        recordedAt: expect.any(Date),
        status: 'failed',
      },
    ]);
    expect(
      (await refundsDue(t.db)).find((r) => r.providerPaymentId === late.providerPaymentId),
    ).toMatchObject({ refund: { status: 'failed' } });
    const waiting = await countRefundsWaiting(t.db, (purpose) => purpose === 'appointment');
    expect(waiting).toBeGreaterThanOrEqual(2);
    expect(await countRefundsWaiting(t.db, () => false)).toBe(0);

    // Its 'Retry refund' sends it: the list and the count lose it.
    expect(await desk('retryAppointmentRefundAction', { id: booking.id })).toEqual({
      ok: true,
      message: 'The full amount has been refunded.',
    });
    expect((await refundsNotThrough(t.db)).map((r) => r.purchaseId)).not.toContain(booking.id);
    expect(await countRefundsWaiting(t.db, (purpose) => purpose === 'appointment')).toBe(
      waiting - 1,
    );
  });

  it('finds a booking by its phone however the desk types it', async () => {
    const world = await newWorld();
    const { appointments: booking } = await book(world, key(day2, '10:00 AM'));
    for (const q of ['9876543210', '+91 98765 43210', '098765-43210', '43210']) {
      const found = await searchAppointments(t.db, { q }, 100);
      expect(found.rows.map((row) => row.id)).toContain(booking.id);
    }
    expect((await searchAppointments(t.db, { q: '+91 11111 11111' })).rows).toEqual([]);
  });

  it('sends a refund once: a lost answer is found at the provider, a live claim is not sent twice', async () => {
    const world = await newWorld();
    const { payments: paid } = await book(world, key(day1, '11:00 AM'));
    const refund = await t.db.transaction((tx) =>
      recordRefund(tx, { paymentId: paid.id, reason: 'test', staffId: deskUser.id }),
    );
    // The provider took the refund but its answer never came back: the row says failed.
    const taken = await provider().refund({
      paymentId: paid.providerPaymentId!,
      amountPaise: paid.amountPaise,
      receipt: 'lost-answer',
    });
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
    const refuseTwice = {
      ...provider(),
      refund: jest.fn(),
      findRefund: provider().findRefund.bind(provider()),
    };
    const sent = await sendRefund(t.db, refuseTwice as unknown as SimulatedProvider, refund.id);
    expect(sent).toMatchObject({ status: 'processed', providerRefundId: taken.id });
    expect(refuseTwice.refund).not.toHaveBeenCalled();

    // Another member's send in progress (claimed a moment ago) is left alone.
    await t.db
      .update(refunds)
      .set({ status: 'sending', attemptedAt: new Date() })
      .where(eq(refunds.id, refund.id));
    const busy = { ...refuseTwice, refund: jest.fn(), findRefund: jest.fn() };
    expect(await sendRefund(t.db, busy as unknown as SimulatedProvider, refund.id)).toMatchObject({
      status: 'sending',
    });
    expect(busy.findRefund).not.toHaveBeenCalled();
    // One the provider does not answer in time may have reached it: it stays 'sending', so a
    // retry before the stale time does not send it again.
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
    const silent = {
      ...refuseTwice,
      findRefund: jest.fn().mockResolvedValue(null),
      refund: jest.fn(() => new Promise(() => {})),
    };
    expect(
      await sendRefund(t.db, silent as unknown as SimulatedProvider, refund.id, new Date(), 50),
    ).toMatchObject({ status: 'sending' });
    const unanswered = await sendRefund(
      t.db,
      silent as unknown as SimulatedProvider,
      refund.id,
      new Date(),
      50,
    );
    expect(unanswered).toMatchObject({ status: 'sending' });
    expect(silent.refund).toHaveBeenCalledTimes(1);
    // The console does not say it failed, nor invite a retry that would do nothing yet.
    expect(refundOutcome(unanswered)).toBe(
      'The refund was sent and the payment provider has not answered yet: look again in 5 minutes, when it can be retried.',
    );
    // One that died mid-call is taken up again after the stale time.
    const later = new Date(Date.now() + REFUND_SEND_STALE_MS + 1000);
    expect(
      await sendRefund(t.db, refuseTwice as unknown as SimulatedProvider, refund.id, later),
    ).toMatchObject({ status: 'processed' });
  });

  it("offers the desk a hidden doctor's free times, which the public picker no longer shows", async () => {
    const world = await newWorld();
    await t.db.update(doctors).set({ verified: false }).where(eq(doctors.id, world.doctorId));
    expect(await getDoctorSchedule(t.db, world.doctorId)).toBeNull();
    const desk = await getDoctorSchedule(t.db, world.doctorId, new Date(), { staff: true });
    expect(desk!.flatMap((day) => day.morning).length).toBeGreaterThan(0);
  });

  it('moves a booking to a free time of the same doctor, freeing the old one, and never onto a taken one', async () => {
    const world = await newWorld();
    const other = await newWorld();
    const { appointments: first } = await book(world, key(day1, '10:00 AM'));
    const { appointments: second } = await book(world, key(day1, '11:00 AM'));
    const move = (id: number, slotId: number) =>
      desk('moveAppointmentAction', { id: String(id), slot_id: String(slotId) });

    expect(await move(first.id, world.slotIds[key(day1, '11:00 AM')])).toMatchObject({
      ok: false,
      errors: { slot_id: 'That time has just been taken: choose another' },
    });
    expect(await move(first.id, other.slotIds[key(day2, '10:00 AM')])).toMatchObject({
      errors: { slot_id: 'Choose a free time in the future' },
    });
    await desk('addLeaveAction', { doctor_id: world.doctorId, from: day2, to: day2 });
    expect(await move(first.id, world.slotIds[key(day2, '10:00 AM')])).toMatchObject({
      errors: { slot_id: 'The doctor is on leave on that day' },
    });
    const [leave] = (await currentLeaves(t.db, today)).filter((l) => l.doctorId === world.doctorId);
    await desk('removeLeaveAction', { id: leave.id });

    expect(await move(first.id, world.slotIds[key(day2, '10:00 AM')])).toEqual({
      ok: true,
      message: `Appointment moved to ${toDdMmYyyy(day2)} at 10:00 AM. The patient is sent the new time by e-mail and SMS.`,
    });
    const schedule = await getDoctorSchedule(t.db, world.doctorId);
    const slotOf = (date: string, time: string) =>
      schedule!.find((d) => d.date === toDdMmYyyy(date))!.morning.find((x) => x.time === time);
    expect(slotOf(day1, '10:00 AM')).toMatchObject({ isBooked: false });
    expect(slotOf(day2, '10:00 AM')).toMatchObject({ isBooked: true });
    expect(slotOf(day1, '11:00 AM')).toMatchObject({ isBooked: true });

    // Checked in (as on the day of the visit): no longer moved.
    await t.db
      .update(appointments)
      .set({ attendance: 'checked_in' })
      .where(eq(appointments.id, second.id));
    expect(await move(second.id, world.slotIds[key(day1, '10:00 AM')])).toMatchObject({
      errors: { slot_id: 'This appointment is checked in: it cannot be moved' },
    });
  });
});
