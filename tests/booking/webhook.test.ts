import { eq } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { handleRazorpayWebhook } from '@/lib/checkout/webhook';
import { appointments, webhookEvents } from '@/lib/db/schema';
import { PaymentVerificationError } from '@/lib/api/errors';
import { engines } from '../helpers/db';
import { signedEvent } from '../helpers/razorpay-events';
import {
  NOW,
  TOMORROW,
  createOrder,
  orderBody,
  orderState,
  provider,
  bookingWorld,
} from './fixtures';

const event = (name: string, orderId: string, paymentId: string, extra?: Record<string, unknown>) =>
  signedEvent(provider, name, orderId, paymentId, extra);

describe.each(engines)('Razorpay webhooks on %s', (engine) => {
  const ctx = bookingWorld(engine);

  const newOrder = () =>
    createOrder(
      appointmentPurchase,
      ctx.db,
      provider,
      orderBody(ctx.world, `${TOMORROW} 12:30 PM`),
      {
        now: NOW,
      },
    );
  const state = async (orderId: string) => {
    const { appointment, payment, paymentId } = await orderState(ctx.db, orderId);
    return { appointment, payment, paymentId };
  };

  it('confirms the booking of a patient whose browser closed after paying', async () => {
    const { id } = await newOrder();
    const e = event('payment.captured', id, 'pay_closedbrowser1');
    await expect(
      handleRazorpayWebhook(ctx.db, provider, { ...e, eventId: 'evt_a1' }),
    ).resolves.toBe('processed');
    expect(await state(id)).toEqual({
      appointment: 'confirmed',
      payment: 'paid',
      paymentId: 'pay_closedbrowser1',
    });
  });

  it('a replayed event id changes nothing, and neither does a second event for the same payment', async () => {
    const { id } = await newOrder();
    const e = event('order.paid', id, 'pay_replay1');
    expect(await handleRazorpayWebhook(ctx.db, provider, { ...e, eventId: 'evt_b1' })).toBe(
      'processed',
    );
    const [before] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, ctx.world.doctorId));
    expect(await handleRazorpayWebhook(ctx.db, provider, { ...e, eventId: 'evt_b1' })).toBe(
      'replayed',
    );
    const captured = event('payment.captured', id, 'pay_replay1');
    await handleRazorpayWebhook(ctx.db, provider, { ...captured, eventId: 'evt_b2' });
    const after = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, ctx.world.doctorId));
    expect(after).toEqual([before]);
    const seen = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_b1'));
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
        handleRazorpayWebhook(ctx.db, provider, { ...input, eventId: 'evt_c1' }),
      ).rejects.toBeInstanceOf(PaymentVerificationError);
    }
    expect(await state(id)).toMatchObject({ appointment: 'held', payment: 'created' });
    expect(
      await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_c1')),
    ).toHaveLength(0);
  });

  it('payment.failed releases the hold, but never undoes a paid booking', async () => {
    const first = await newOrder();
    const failed = event('payment.failed', first.id, 'pay_failed1', {
      error_description: 'Card declined',
    });
    expect(await handleRazorpayWebhook(ctx.db, provider, { ...failed, eventId: 'evt_d1' })).toBe(
      'processed',
    );
    expect(await state(first.id)).toMatchObject({ appointment: 'cancelled', payment: 'failed' });

    const second = await newOrder();
    await handleRazorpayWebhook(ctx.db, provider, {
      ...event('payment.captured', second.id, 'pay_ok2'),
      eventId: 'evt_d2',
    });
    const lateFailure = event('payment.failed', second.id, 'pay_other2', {
      error_description: 'x',
    });
    expect(
      await handleRazorpayWebhook(ctx.db, provider, { ...lateFailure, eventId: 'evt_d3' }),
    ).toBe('ignored');
    expect(await state(second.id)).toMatchObject({ appointment: 'confirmed', payment: 'paid' });
  });

  it('ignores events for orders it does not know and events it does not handle', async () => {
    const unknown = event('payment.captured', 'order_notours', 'pay_z');
    expect(await handleRazorpayWebhook(ctx.db, provider, { ...unknown, eventId: null })).toBe(
      'ignored',
    );
    const { id } = await newOrder();
    const refund = event('refund.created', id, 'pay_y');
    expect(await handleRazorpayWebhook(ctx.db, provider, { ...refund, eventId: 'evt_e1' })).toBe(
      'ignored',
    );
    expect(await state(id)).toMatchObject({ appointment: 'held', payment: 'created' });
  });
});
