import { and, eq, inArray } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { confirmCheckout, failPayment } from '@/lib/checkout/settle';
import { findConfirmedAppointment } from '@/lib/booking/reads';
import { appointments } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { hmacSha256Hex } from '@/lib/payments/signature';
import { NotFoundError, PaymentVerificationError } from '@/lib/api/errors';
import { engines } from '../helpers/db';
import {
  NOW,
  TEST_SECRET,
  TOMORROW,
  createOrder,
  orderBody,
  orderState,
  provider,
  bookingWorld,
} from './fixtures';

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const SLOT = `${TOMORROW} 12:30 PM`;

describe.each(engines)('confirming a payment on %s', (engine) => {
  const ctx = bookingWorld(engine);

  const order = (now = NOW) =>
    createOrder(appointmentPurchase, ctx.db, provider, orderBody(ctx.world, SLOT), { now });
  const statusOf = async (orderId: string) => {
    const { appointment, payment, refundDue } = await orderState(ctx.db, orderId);
    return { appointment, payment, refundDue };
  };
  const activeCount = async () =>
    (
      await ctx.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, ctx.world.doctorId),
            inArray(appointments.status, ['held', 'confirmed']),
          ),
        )
    ).length;

  it('confirms a correctly signed result once; a replay changes nothing', async () => {
    const { id } = await order();
    const result = provider.pay(id);
    const settled = await confirmCheckout(ctx.db, provider, appointmentPurchase, result, {
      now: minutes(2),
    });
    expect(settled).toMatchObject({
      outcome: 'confirmed',
      date: '16/03/2030',
      time: '12:30 PM',
      amountPaise: 80_000,
    });
    expect(await statusOf(id)).toEqual({
      appointment: 'confirmed',
      payment: 'paid',
      refundDue: false,
    });

    const again = await confirmCheckout(ctx.db, provider, appointmentPurchase, result, {
      now: minutes(3),
    });
    expect(again.reference).toBe(settled.reference);
    expect(await activeCount()).toBe(1);
    expect(await findConfirmedAppointment(ctx.db, settled.reference)).toMatchObject({
      doctorName: 'Asha Rao',
    });
  });

  it('never confirms a forged or altered signature', async () => {
    const { id } = await order();
    const good = provider.pay(id);
    const forgedWithOtherSecret = new SimulatedProvider('not-the-secret').pay(id);
    const tampered = [
      { ...good, razorpay_signature: forgedWithOtherSecret.razorpay_signature },
      { ...good, razorpay_payment_id: forgedWithOtherSecret.razorpay_payment_id },
      {
        ...good,
        razorpay_signature: good.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      },
      { ...good, razorpay_signature: '' },
    ];
    for (const result of tampered) {
      await expect(
        confirmCheckout(ctx.db, provider, appointmentPurchase, result),
      ).rejects.toBeInstanceOf(PaymentVerificationError);
    }
    expect(await statusOf(id)).toEqual({
      appointment: 'held',
      payment: 'created',
      refundDue: false,
    });
  });

  it("never confirms one order with another order's payment", async () => {
    const { id: ours } = await order();
    const other = await createOrder(
      appointmentPurchase,
      ctx.db,
      provider,
      orderBody(ctx.world, `${TOMORROW} 12:00 AM`),
      { now: NOW },
    );
    const paidOther = provider.pay(other.id);
    await expect(
      confirmCheckout(ctx.db, provider, appointmentPurchase, {
        ...paidOther,
        razorpay_order_id: ours,
      }),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
    expect((await statusOf(ours)).appointment).toBe('held');
    // A signature made for our order id with the right secret is what a real payment carries.
    const selfSigned = {
      razorpay_order_id: ours,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: hmacSha256Hex(TEST_SECRET, `${ours}|pay_x`),
    };
    await expect(
      confirmCheckout(ctx.db, provider, appointmentPurchase, selfSigned),
    ).resolves.toMatchObject({
      outcome: 'confirmed',
    });
    await expect(
      confirmCheckout(ctx.db, provider, appointmentPurchase, {
        ...paidOther,
        razorpay_order_id: 'order_unknown',
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('flags a payment for refund when it arrives after the hold lapsed and the slot was taken', async () => {
    const late = await order(NOW);
    const lateResult = provider.pay(late.id);
    const other = await order(minutes(20)); // the lapsed hold is expired and the slot retaken
    const settled = await confirmCheckout(ctx.db, provider, appointmentPurchase, lateResult, {
      now: minutes(21),
    });
    expect(settled.outcome).toBe('refund_due');
    expect(await statusOf(late.id)).toEqual({
      appointment: 'expired',
      payment: 'paid',
      refundDue: true,
    });
    expect(await statusOf(other.id)).toMatchObject({ appointment: 'held' });
    expect(await activeCount()).toBe(1);
  });

  it('still confirms a payment after its hold lapsed when nobody took the slot', async () => {
    const { id } = await order(NOW);
    const settled = await confirmCheckout(ctx.db, provider, appointmentPurchase, provider.pay(id), {
      now: minutes(40),
    });
    expect(settled.outcome).toBe('confirmed');
    expect(await statusOf(id)).toMatchObject({ appointment: 'confirmed', payment: 'paid' });
  });

  it('a failed checkout releases the slot at once; a failure after payment changes nothing', async () => {
    const first = await order();
    expect(await failPayment(ctx.db, first.id, 'Card declined')).toBe(true);
    expect(await statusOf(first.id)).toMatchObject({ appointment: 'cancelled', payment: 'failed' });
    const retry = await order(minutes(1));
    await confirmCheckout(ctx.db, provider, appointmentPurchase, provider.pay(retry.id));
    expect(await failPayment(ctx.db, retry.id, 'late failure report')).toBe(false);
    expect(await statusOf(retry.id)).toMatchObject({ appointment: 'confirmed', payment: 'paid' });
  });

  it('a retry that succeeds after a reported failure takes the still-free slot again', async () => {
    const { id } = await order();
    await failPayment(ctx.db, id, 'first attempt declined');
    const settled = await confirmCheckout(ctx.db, provider, appointmentPurchase, provider.pay(id), {
      now: minutes(2),
    });
    expect(settled.outcome).toBe('confirmed');
    expect(await statusOf(id)).toEqual({
      appointment: 'confirmed',
      payment: 'paid',
      refundDue: false,
    });
  });
});
