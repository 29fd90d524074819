import { eq } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { handleRazorpayWebhook } from '@/lib/checkout/webhook';
import { appointments, payments, webhookEvents } from '@/lib/db/schema';
import { PaymentVerificationError } from '@/lib/api/errors';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { signedEvent } from '../helpers/razorpay-events';
import {
  NOW,
  TOMORROW,
  createOrder,
  createWorld,
  orderBody,
  provider,
  type World,
} from './fixtures';

const event = (name: string, orderId: string, paymentId: string, extra?: Record<string, unknown>) =>
  signedEvent(provider, name, orderId, paymentId, extra);

describe.each(engines)('Razorpay webhooks on %s', (engine) => {
  let t: TestDb;
  let world: World;

  // Starting a database is slow on a loaded machine; allow it more than a test.
  beforeAll(async () => {
    t = await createTestDb(engine);
  }, 180_000);
  afterAll(() => t.drop());
  beforeEach(async () => {
    world = await createWorld(t.db);
  });

  const newOrder = () =>
    createOrder(appointmentPurchase, t.db, provider, orderBody(world, `${TOMORROW} 12:30 PM`), {
      now: NOW,
    });
  const state = async (orderId: string) => {
    const [row] = await t.db
      .select({
        appointment: appointments.status,
        payment: payments.status,
        paymentId: payments.providerPaymentId,
      })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      .where(eq(payments.providerOrderId, orderId));
    return row;
  };

  it('confirms the booking of a patient whose browser closed after paying', async () => {
    const { id } = await newOrder();
    const e = event('payment.captured', id, 'pay_closedbrowser1');
    await expect(handleRazorpayWebhook(t.db, provider, { ...e, eventId: 'evt_a1' })).resolves.toBe(
      'processed',
    );
    expect(await state(id)).toEqual({
      appointment: 'confirmed',
      payment: 'paid',
      paymentId: 'pay_closedbrowser1',
    });
  });

  it('a replayed event id changes nothing, and neither does a second event for the same payment', async () => {
    const { id } = await newOrder();
    const e = event('order.paid', id, 'pay_replay1');
    expect(await handleRazorpayWebhook(t.db, provider, { ...e, eventId: 'evt_b1' })).toBe(
      'processed',
    );
    const [before] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, world.doctorId));
    expect(await handleRazorpayWebhook(t.db, provider, { ...e, eventId: 'evt_b1' })).toBe(
      'replayed',
    );
    const captured = event('payment.captured', id, 'pay_replay1');
    await handleRazorpayWebhook(t.db, provider, { ...captured, eventId: 'evt_b2' });
    const after = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, world.doctorId));
    expect(after).toEqual([before]);
    const seen = await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_b1'));
    expect(seen).toHaveLength(1);
  });

  it('refuses a forged or altered webhook and records nothing', async () => {
    const { id } = await newOrder();
    const e = event('payment.captured', id, 'pay_forged1');
    const forged = [
      { rawBody: e.rawBody, signature: 'ab'.repeat(32) },
      { rawBody: e.rawBody.replace('pay_forged1', 'pay_forged2'), signature: e.signature },
      { rawBody: e.rawBody, signature: null },
    ];
    for (const input of forged) {
      await expect(
        handleRazorpayWebhook(t.db, provider, { ...input, eventId: 'evt_c1' }),
      ).rejects.toBeInstanceOf(PaymentVerificationError);
    }
    expect(await state(id)).toMatchObject({ appointment: 'held', payment: 'created' });
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_c1')),
    ).toHaveLength(0);
  });

  it('payment.failed releases the hold, but never undoes a paid booking', async () => {
    const first = await newOrder();
    const failed = event('payment.failed', first.id, 'pay_failed1', {
      error_description: 'Card declined',
    });
    expect(await handleRazorpayWebhook(t.db, provider, { ...failed, eventId: 'evt_d1' })).toBe(
      'processed',
    );
    expect(await state(first.id)).toMatchObject({ appointment: 'cancelled', payment: 'failed' });

    const second = await newOrder();
    await handleRazorpayWebhook(t.db, provider, {
      ...event('payment.captured', second.id, 'pay_ok2'),
      eventId: 'evt_d2',
    });
    const lateFailure = event('payment.failed', second.id, 'pay_other2', {
      error_description: 'x',
    });
    expect(await handleRazorpayWebhook(t.db, provider, { ...lateFailure, eventId: 'evt_d3' })).toBe(
      'ignored',
    );
    expect(await state(second.id)).toMatchObject({ appointment: 'confirmed', payment: 'paid' });
  });

  it('ignores events for orders it does not know and events it does not handle', async () => {
    const unknown = event('payment.captured', 'order_notours', 'pay_z');
    expect(await handleRazorpayWebhook(t.db, provider, { ...unknown, eventId: null })).toBe(
      'ignored',
    );
    const { id } = await newOrder();
    const refund = event('refund.created', id, 'pay_y');
    expect(await handleRazorpayWebhook(t.db, provider, { ...refund, eventId: 'evt_e1' })).toBe(
      'ignored',
    );
    expect(await state(id)).toMatchObject({ appointment: 'held', payment: 'created' });
  });
});
