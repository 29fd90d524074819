/**
 * What a crash or a stray payment leaves behind (issue 13, points 4, 9 and 12b):
 * - a hold and its payment record commit together, so a failure between the provider order and
 *   the payment row leaves no hold blocking the slot;
 * - a second successful payment for an order already paid is recorded for refund, once;
 * - a slot outside the 14-day booking window cannot be held, even if a row for it exists.
 */
import { eq } from 'drizzle-orm';
import { EXTRA_PAYMENT_REASON } from '@/lib/checkout/payments';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { appointments, doctorSlots, extraPayments, payments } from '@/lib/db/schema';
import type { CreateOrderInput, ProviderOrder } from '@/lib/payments/provider';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { addDays } from '@/lib/time/india';
import { SlotRefusedError } from '@/lib/api/errors';
import { engines, testDbForFile } from '../helpers/db';
import { deliveryInfo, insertPharmacyFixture } from '../pharmacy/fixtures';
import {
  NOW,
  TEST_SECRET,
  TODAY,
  TOMORROW,
  createOrder,
  createWorld,
  orderBody,
  provider,
} from './fixtures';

const SLOT = `${TOMORROW} 12:30 PM`;

/** A provider that hands out the same order id twice: the second payment row cannot be written. */
class RepeatingProvider extends SimulatedProvider {
  private first: ProviderOrder | undefined;
  override async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    this.first ??= await super.createOrder(input);
    return { ...this.first, amountPaise: input.amountPaise };
  }
}

/** A provider that is down. */
class FailingProvider extends SimulatedProvider {
  override async createOrder(): Promise<ProviderOrder> {
    throw new Error('provider timed out');
  }
}

describe.each(engines)('crash safety on %s', (engine) => {
  const t = testDbForFile(engine);

  /** A booking's order for SLOT made at NOW: the payment row of its hold. */
  const heldPayment = async () => {
    const world = await createWorld(t.db);
    const order = await createOrder(appointmentPurchase, t.db, provider, orderBody(world, SLOT), {
      now: NOW,
    });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.id));
    return payment;
  };

  /** Held appointments that no payment row pays for: what a crash used to leave behind. */
  const heldWithoutPayment = async () => {
    const held = await t.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.status, 'held'));
    const paid = await t.db.select({ id: payments.appointmentId }).from(payments);
    const withPayment = new Set(paid.map((p) => p.id));
    return held.filter((r) => !withPayment.has(r.id)).length;
  };

  it('a failure between the provider order and its payment row leaves the slot free', async () => {
    const world = await createWorld(t.db);
    const repeating = new RepeatingProvider(TEST_SECRET);
    await createOrder(appointmentPurchase, t.db, repeating, orderBody(world, `${TODAY} 11:00 AM`), {
      now: NOW,
    });
    // The same provider order id again: writing its payment row fails inside the hold's
    // transaction, as a process killed before that write would.
    await expect(
      createOrder(appointmentPurchase, t.db, repeating, orderBody(world, SLOT), { now: NOW }),
    ).rejects.toThrow();
    expect(await heldWithoutPayment()).toBe(0);
    // The slot was never blocked: the next patient holds it at once.
    const next = await createOrder(appointmentPurchase, t.db, provider, orderBody(world, SLOT), {
      now: NOW,
    });
    expect(next.amount).toBe(80_000);
  });

  it('a provider that fails holds nothing', async () => {
    const world = await createWorld(t.db);
    await expect(
      createOrder(
        appointmentPurchase,
        t.db,
        new FailingProvider(TEST_SECRET),
        orderBody(world, SLOT),
        {
          now: NOW,
        },
      ),
    ).rejects.toMatchObject({ status: 502, code: 'provider_unavailable' });
    expect(await heldWithoutPayment()).toBe(0);
    await expect(
      createOrder(appointmentPurchase, t.db, provider, orderBody(world, SLOT), { now: NOW }),
    ).resolves.toMatchObject({ amount: 80_000 });
  });

  it('refuses a slot past the 14-day window even when a row for it exists', async () => {
    const farDay = addDays(TODAY, 20);
    const lastDay = addDays(TODAY, 13);
    const world = await createWorld(t.db, [
      { date: farDay, minute: 10 * 60 },
      { date: lastDay, minute: 10 * 60 },
    ]);
    await expect(
      createOrder(appointmentPurchase, t.db, provider, orderBody(world, `${farDay} 10:00 AM`), {
        now: NOW,
      }),
    ).rejects.toBeInstanceOf(SlotRefusedError);
    await expect(
      createOrder(appointmentPurchase, t.db, provider, orderBody(world, `${lastDay} 10:00 AM`), {
        now: NOW,
      }),
    ).resolves.toMatchObject({ amount: 80_000 });
    const [far] = await t.db
      .select({ id: doctorSlots.id })
      .from(doctorSlots)
      .where(eq(doctorSlots.date, farDay));
    const held = await t.db.select().from(appointments).where(eq(appointments.slotId, far.id));
    expect(held).toHaveLength(0);
  });

  it('records a second payment of a paid appointment for refund, once', async () => {
    const payment = await heldPayment();
    const first = await appointmentPurchase.settle(t.db, payment.id, 'pay_first1', NOW);
    expect(first.outcome).toBe('confirmed');
    const second = await appointmentPurchase.settle(t.db, payment.id, 'pay_second1', NOW);
    expect(second.outcome).toBe('extra_payment');
    // The browser and the webhook both report it: still one row.
    await appointmentPurchase.settle(t.db, payment.id, 'pay_second1', NOW);
    const extra = await t.db
      .select()
      .from(extraPayments)
      .where(eq(extraPayments.paymentId, payment.id));
    expect(extra).toEqual([
      expect.objectContaining({
        providerPaymentId: 'pay_second1',
        refundDue: true,
        reason: EXTRA_PAYMENT_REASON,
      }),
    ]);
    // The booking still belongs to the first payment.
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'paid', providerPaymentId: 'pay_first1' });
    // A replay of the first payment is not an extra one.
    expect(
      (await appointmentPurchase.settle(t.db, payment.id, 'pay_first1', new Date())).outcome,
    ).toBe('confirmed');
  });

  it('records a second payment of a booking lost after its hold lapsed, and says both are refunded', async () => {
    const payment = await heldPayment();
    // The hold lapsed and someone else booked the slot before this payment was reported.
    await t.db
      .update(appointments)
      .set({ status: 'expired', expiresAt: null })
      .where(eq(appointments.id, payment.appointmentId!));
    const [held] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, payment.appointmentId!));
    await t.db.insert(appointments).values({
      ...held,
      id: undefined,
      reference: 'SMH-OTHERPATIENT',
      status: 'confirmed',
    });
    const first = await appointmentPurchase.settle(t.db, payment.id, 'pay_late_a', NOW);
    expect(first.outcome).toBe('refund_due');
    const second = await appointmentPurchase.settle(t.db, payment.id, 'pay_late_b', NOW);
    expect(second.outcome).toBe('refund_due');
    const extra = await t.db
      .select()
      .from(extraPayments)
      .where(eq(extraPayments.paymentId, payment.id));
    expect(extra.map((e) => [e.providerPaymentId, e.refundDue])).toEqual([['pay_late_b', true]]);
  });

  it.each(['held', 'cancelled'] as const)(
    'refunds a payment that settles once the slot has started (the hold %s), and books nothing',
    async (state) => {
      const payment = await heldPayment();
      // 'cancelled': the patient closed the payment window, which released the hold.
      await t.db
        .update(appointments)
        .set({ status: state })
        .where(eq(appointments.id, payment.appointmentId!));
      // The UPI app approves at 12:31 PM India time, a minute after the 12:30 PM slot began.
      const late = new Date(`${TOMORROW}T07:01:00Z`);
      const settled = await appointmentPurchase.settle(t.db, payment.id, `pay_past_${state}`, late);
      expect(settled.outcome).toBe('refund_due');
      const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after).toMatchObject({
        status: 'paid',
        refundDue: true,
        failureReason: 'Paid after the time of the visit had passed',
      });
      const [visit] = await t.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, payment.appointmentId!));
      expect(visit.status).toBe('cancelled');
    },
  );

  it('still confirms a released hold paid for before its slot begins', async () => {
    const payment = await heldPayment();
    await t.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, payment.appointmentId!));
    const inTime = new Date(`${TOMORROW}T06:59:00Z`);
    expect(
      (await appointmentPurchase.settle(t.db, payment.id, 'pay_in_time', inTime)).outcome,
    ).toBe('confirmed');
  });

  it('records a second payment of a paid pharmacy order for refund, once', async () => {
    const f = await insertPharmacyFixture(t.db);
    const order = await createOrder(pharmacyOrderPurchase, t.db, provider, {
      items: [{ id: Object.values(f.ids)[0], quantity: 1 }],
      delivery: deliveryInfo(),
    });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.id));
    const first = await pharmacyOrderPurchase.settle(t.db, payment.id, 'pay_pharm_a', new Date());
    expect(first).toMatchObject({ created: true });
    const second = await pharmacyOrderPurchase.settle(t.db, payment.id, 'pay_pharm_b', new Date());
    expect(second).toMatchObject({ created: false, extraPayment: true });
    expect(second.reference).toBe(first.reference);
    await pharmacyOrderPurchase.settle(t.db, payment.id, 'pay_pharm_b', new Date());
    const extra = await t.db
      .select()
      .from(extraPayments)
      .where(eq(extraPayments.paymentId, payment.id));
    expect(extra.map((e) => [e.providerPaymentId, e.refundDue])).toEqual([['pay_pharm_b', true]]);
    expect(
      await pharmacyOrderPurchase.settle(t.db, payment.id, 'pay_pharm_a', new Date()),
    ).toMatchObject({
      created: false,
    });
  });
});
