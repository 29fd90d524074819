/**
 * The lab cancels a home collection before the visit (issue 17), on both engines: a reason is
 * asked for; in one transaction the order is cancelled, its window's place given back, the full
 * refund recorded (and then sent) and the patient told; only once, only before the sample is
 * taken, only by a role with the lab orders area; a refund that did not reach the provider is
 * retried without paying twice.
 */
// First: the test checkout (orders and refunds go through it) before anything imports lib/env.
import '../helpers/payment-test-mode';
import { and, asc, eq } from 'drizzle-orm';
import { confirmCheckout } from '@/lib/checkout/settle';
import { refundsNotThrough } from '@/lib/checkout/staff-refunds';
import {
  auditLog,
  labCollectionHolds,
  orders,
  labTests,
  outboxMessages,
  payments,
  refunds,
} from '@/lib/db/schema';
import { LAB_CANCEL_MESSAGES } from '@/lib/lab/order-steps';
import { labOrderPurchase } from '@/lib/lab/purchase';
import { listLabOrders } from '@/lib/lab/staff-orders';
import { lockAndCountWindow } from '@/lib/lab/windows';
import { CODE_SENT, messagesAbout } from '@/lib/notifications/staff-outbox';
import { SMS_MAX } from '@/lib/notifications/message-layout';
import { getPaymentProvider } from '@/lib/payments';
import type { SimulatedProvider } from '@/lib/payments/simulated';
import { StaffForbiddenError } from '@/lib/staff/action';
import type { StaffRole } from '@/lib/staff/roles';
import { writeLab } from '@/lib/seed/write-lab';
import { addDays, indiaToday } from '@/lib/time/india';
import { createOrder } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import { roleActor, runStaffAction, type StaffActionName } from '../helpers/staff-actions';
import { insertStaffRoles } from '../helpers/staff-users';

const provider = () => getPaymentProvider() as SimulatedProvider;
const PINCODE = '560034';

describe.each(engines)('cancelling a lab order on %s', (engine) => {
  let t: TestDb;
  let testId: number;
  const ids = {} as Record<StaffRole, number>;
  const tomorrow = addDays(indiaToday(), 1);
  const window = { pincode: PINCODE, date: tomorrow, minute: 8 * 60 };

  beforeAll(async () => {
    t = await createTestDb(engine);
    await writeLab(t.db);
    [{ id: testId }] = await t.db
      .select({ id: labTests.id })
      .from(labTests)
      .where(eq(labTests.kind, 'test'))
      .orderBy(asc(labTests.id))
      .limit(1);
    await insertStaffRoles(t.db, ['lab', 'front_desk'], 't.example', ids);
  }, 180_000);
  afterAll(() => t.drop());

  const run = (name: StaffActionName, role: StaffRole, raw: Record<string, unknown>) =>
    runStaffAction(t.db, name, roleActor(role, 't.example', ids), raw);

  /** A lab order paid through the test checkout, for tomorrow's 08:00 window (or `time`). */
  async function paidOrder(time = '08:00') {
    const order = await createOrder(labOrderPurchase, t.db, provider(), {
      items: [{ id: testId, quantity: 1 }],
      patients: [{ name: 'Asha Rao', age: 42, gender: 'female' }],
      contact: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone_number: '9876543210',
        pincode: PINCODE,
        address: '12, 3rd Cross, Koramangala',
      },
      collection: { date: tomorrow, time },
    });
    const settled = await confirmCheckout(
      t.db,
      provider(),
      labOrderPurchase,
      provider().pay(order.id),
    );
    const [row] = await t.db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.reference, settled.reference!));
    return row;
  }
  const placesTaken = () =>
    t.db.transaction(
      async (tx) => (await lockAndCountWindow(tx, window, new Date()))!.takenByOthers,
    );

  it('asks for a reason, then cancels once: refund, place given back, patient told, audited', async () => {
    const { order, payment } = await paidOrder();
    const before = await placesTaken();
    expect(await run('cancelLabOrderAction', 'lab', { id: order.id })).toMatchObject({
      ok: false,
      errors: { reason: LAB_CANCEL_MESSAGES.reasonRequired },
    });
    expect(
      await run('cancelLabOrderAction', 'lab', { id: order.id, reason: 'x'.repeat(501) }),
    ).toMatchObject({ ok: false, errors: { reason: LAB_CANCEL_MESSAGES.reasonTooLong } });
    // A control character, a wrong type, an id that names nothing: refused, nothing changed.
    for (const raw of [
      { id: order.id, reason: 'Rain\u0000' },
      { id: order.id, reason: ['Rain'] },
      { id: 'one', reason: 'Rain' },
    ]) {
      expect(await run('cancelLabOrderAction', 'lab', raw)).toMatchObject({ ok: false });
    }
    expect(
      await run('cancelLabOrderAction', 'lab', { id: 2_000_000, reason: 'Rain' }),
    ).toMatchObject({ ok: false, message: 'This order does not exist' });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(
      'booked',
    );

    expect(
      await run('cancelLabOrderAction', 'lab', {
        id: order.id,
        reason: '  No phlebotomist free in Koramangala tomorrow  ',
      }),
    ).toEqual({ ok: true, message: 'Order cancelled. The full amount has been refunded.' });

    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.status).toBe('cancelled');
    expect(after.statusChangedAt).not.toBeNull();
    expect(
      await t.db.select().from(labCollectionHolds).where(eq(labCollectionHolds.orderId, order.id)),
    ).toEqual([]);
    expect(await placesTaken()).toBe(before - 1);

    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'processed',
        amountPaise: payment.amountPaise,
        staffId: ids.lab,
        reason: 'Lab order cancelled: No phlebotomist free in Koramangala tomorrow',
      }),
    ]);

    const messages = await outboxRows(t.db, {
      subjectType: 'lab_order',
      subjectId: order.id,
      topic: 'lab_order.cancelled',
    });
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = messages.find((m) => m.channel === 'email')!;
    expect(email.recipient).toBe('asha@example.com');
    expect(email.bodyText).toContain('No phlebotomist free in Koramangala tomorrow');
    expect(email.bodyText).toContain('to the card or account you paid with');
    const sms = messages.find((m) => m.channel === 'sms')!;
    expect(sms.bodyText).toContain(`collection ${order.reference}`);
    expect(sms.bodyText).toContain('refunded');
    expect(sms.bodyText.length).toBeLessThanOrEqual(SMS_MAX);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lab_order'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({
      staffId: ids.lab,
      action: 'lab_order.cancel',
      changes: {
        status: { before: 'booked', after: 'cancelled' },
        reason: { before: null, after: expect.any(String) },
      },
    });

    // The order's page lists the messages about it, without their recipient or text.
    const onPage = await messagesAbout(t.db, { type: 'lab_order', id: order.id });
    expect(onPage.filter((m) => m.topic === 'lab_order.cancelled')).toEqual([
      expect.objectContaining({ channel: 'email', status: 'pending' }),
      expect.objectContaining({ channel: 'sms', status: 'pending' }),
    ]);
    for (const hidden of ['recipient', 'bodyText', 'bodyHtml']) {
      expect(onPage[0]).not.toHaveProperty(hidden);
    }
    // A one-time code sent for the order is listed without the code; its payment's refund
    // notice is listed with the order's messages.
    await t.db.insert(outboxMessages).values([
      {
        topic: 'access.code',
        channel: 'email',
        recipient: 'asha@example.com',
        subject: `Your code for booking ${order.reference}: 482913`,
        bodyText: 'Your code is 482913.',
        subjectType: 'lab_order',
        subjectId: order.id,
      },
      {
        topic: 'payment.refunded',
        channel: 'email',
        recipient: 'asha@example.com',
        subject: 'Refund of ₹449',
        bodyText: 'Refunded.',
        subjectType: 'payment',
        subjectId: payment.id,
      },
    ]);
    const listed = await messagesAbout(t.db, { type: 'lab_order', id: order.id });
    expect(listed.find((m) => m.topic === 'access.code')?.subject).toBe(CODE_SENT);
    expect(JSON.stringify(listed)).not.toContain('482913');
    expect(listed.find((m) => m.topic === 'payment.refunded')?.subject).toBe('Refund of ₹449');
    // A second press (a stale page, a double click) changes nothing and refunds nothing more.
    expect(
      await run('cancelLabOrderAction', 'lab', { id: order.id, reason: 'again' }),
    ).toMatchObject({ ok: false, errors: { action: 'This order is already cancelled' } });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(
      1,
    );
  });

  it('retries a refund that did not reach the provider without paying twice', async () => {
    const { order, payment } = await paidOrder();
    await run('cancelLabOrderAction', 'lab', { id: order.id, reason: 'Patient travelling' });
    const [first] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, first.id));
    // The console's list of refunds not through names it, until it is sent.
    const listed = async () =>
      (await refundsNotThrough(t.db)).filter((r) => r.purchaseReference === order.reference);
    expect(await listed()).toEqual([
      expect.objectContaining({ purpose: 'lab_order', purchaseId: order.id, status: 'failed' }),
    ]);
    expect(await run('retryLabOrderRefundAction', 'lab', { id: order.id })).toEqual({
      ok: true,
      message: 'The full amount has been refunded.',
    });
    const [retried] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(retried).toMatchObject({
      status: 'processed',
      providerRefundId: first.providerRefundId,
    });
    expect(await listed()).toEqual([]);
  });

  it("lists a collection day's visits in the order of their windows, page by page", async () => {
    const late = await paidOrder('10:30');
    const early = await paidOrder('06:00');
    const middle = await paidOrder('08:30');
    const day = async (cursor?: string) => listLabOrders(t.db, { date: tomorrow, cursor }, 2);
    const ids = [];
    let page = await day();
    for (;;) {
      ids.push(...page.rows.map((row) => row.id));
      expect(page.rows.every((row) => row.collectionDate === tomorrow)).toBe(true);
      if (!page.next) break;
      page = await day(page.next);
    }
    const minutes = new Map<number, number>();
    for (const row of (await listLabOrders(t.db, { date: tomorrow }, 500)).rows) {
      minutes.set(row.id, row.collectionMinute);
    }
    // Every visit once, windows in order; these three where their windows put them.
    expect(ids).toEqual([...minutes.keys()]);
    expect([...minutes.values()]).toEqual([...minutes.values()].sort((a, b) => a - b));
    const ours = ids.filter((id) => [late, early, middle].some(({ order }) => order.id === id));
    expect(ours).toEqual([early.order.id, middle.order.id, late.order.id]);
    expect((await listLabOrders(t.db, { date: addDays(tomorrow, 1) })).rows).toEqual([]);
    // A forged cursor far past any minute of the day lists nothing, and is no database error.
    const forged = await listLabOrders(t.db, { date: tomorrow, cursor: '99999999999999999.1' });
    expect(forged.rows).toEqual([]);
  });

  it('refuses once the sample is collected, and refuses roles without lab orders', async () => {
    const { order } = await paidOrder();
    await expect(
      run('cancelLabOrderAction', 'front_desk', { id: order.id, reason: 'x' }),
    ).rejects.toBeInstanceOf(StaffForbiddenError);
    expect(
      await run('markLabSampleCollectedAction', 'lab', { id: order.id, early: 'true' }),
    ).toMatchObject({ ok: true });
    expect(
      await run('cancelLabOrderAction', 'lab', { id: order.id, reason: 'Too late' }),
    ).toMatchObject({
      ok: false,
      errors: {
        action: 'The sample has been collected: this order can no longer be cancelled',
      },
    });
    const [still] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still.status).toBe('collected');
  });
});
