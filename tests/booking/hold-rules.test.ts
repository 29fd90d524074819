import { eq } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { appointments, doctors, payments } from '@/lib/db/schema';
import {
  InvalidInputError,
  NotFoundError,
  SlotRefusedError,
  SlotTakenError,
} from '@/lib/api/errors';
import { getDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { appointmentOrderSchema } from '@/lib/booking/schema';
import { engines } from '../helpers/db';
import {
  NOW,
  TODAY,
  TOMORROW,
  createOrder,
  holdSlot,
  orderBody,
  provider,
  testPayment,
  bookingWorld,
} from './fixtures';

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(engines)('holding a slot on %s', (engine) => {
  const ctx = bookingWorld(engine);

  const hold = (key: string, now = NOW, extra = {}) =>
    holdSlot(ctx.db, appointmentOrderSchema.cast(orderBody(ctx.world, key, extra)), {
      now,
      holdMinutes: 15,
      payment: testPayment(),
    });

  it('charges the doctor price from the database and ignores an amount in the request', async () => {
    const body = orderBody(ctx.world, `${TOMORROW} 12:30 PM`, {
      amount: 1,
      amountPaise: 1,
      price: 1,
    });
    const answer = await createOrder(appointmentPurchase, ctx.db, provider, body, { now: NOW });
    expect(answer).toMatchObject({ amount: 80_000, currency: 'INR', provider: 'simulated' });
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, answer.id));
    expect(payment.amountPaise).toBe(80_000);
    const [appointment] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, payment.appointmentId!));
    expect(appointment).toMatchObject({
      status: 'held',
      amountPaise: 80_000,
      region: 'Indiranagar',
    });
    // Held for HOLD_UNOPENED_SECONDS until the checkout opens (tests/checkout/hold-limits.test.ts).
    expect(appointment.expiresAt?.getTime()).toBe(minutes(2).getTime());
  });

  it('answers 400 per bad field and holds nothing', async () => {
    const body = orderBody(ctx.world, `${TOMORROW} 12:30 PM`, {
      name: '',
      phone: '12345',
      pincode: 'abc',
    });
    const order = createOrder(appointmentPurchase, ctx.db, provider, body, { now: NOW });
    await expect(order).rejects.toBeInstanceOf(InvalidInputError);
    await expect(order).rejects.toHaveProperty('errors', {
      name: 'All fields are required',
      phone: 'Phone number must be a 10-digit number',
      pincode: 'Pincode must be a 6-digit number',
    });
    expect(
      await ctx.db.select().from(appointments).where(eq(appointments.doctorId, ctx.world.doctorId)),
    ).toHaveLength(0);
  });

  it("refuses a slot that has already started today in India, and yesterday's date", async () => {
    // 10:00 in India: 09:00 has started, 11:00 has not.
    await expect(hold(`${TODAY} 09:00 AM`)).rejects.toBeInstanceOf(SlotRefusedError);
    await expect(hold(`${TODAY} 11:00 AM`)).resolves.toMatchObject({ time: '11:00 AM' });
    const nextDay = new Date('2030-03-16T18:35:00Z'); // 00:05 on 17 March in India
    await expect(hold(`${TOMORROW} 12:30 PM`, nextDay)).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a date outside the slot, a slot of another doctor, an unknown doctor', async () => {
    const key = `${TOMORROW} 12:30 PM`;
    await expect(hold(key, NOW, { date: '17/03/2030' })).rejects.toBeInstanceOf(SlotRefusedError);
    await expect(hold(key, NOW, { slotId: 999_999 })).rejects.toBeInstanceOf(SlotRefusedError);
    await expect(hold(key, NOW, { doctorId: 999_999 })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses to hold or list slots of an unverified doctor, and holds nothing', async () => {
    await ctx.db.update(doctors).set({ verified: false }).where(eq(doctors.id, ctx.world.doctorId));
    try {
      await expect(hold(`${TOMORROW} 12:30 PM`)).rejects.toBeInstanceOf(NotFoundError);
      expect(await getDoctorSchedule(ctx.db, ctx.world.doctorId, NOW)).toBeNull();
      const held = await ctx.db
        .select()
        .from(appointments)
        .where(eq(appointments.doctorId, ctx.world.doctorId));
      expect(held.filter((a) => a.status === 'held')).toEqual([]);
    } finally {
      await ctx.db
        .update(doctors)
        .set({ verified: true })
        .where(eq(doctors.id, ctx.world.doctorId));
    }
  });

  it('keeps a held slot for its hold, then releases it to others', async () => {
    const key = `${TOMORROW} 12:30 PM`;
    const first = await hold(key);
    const booked = async (at: Date) => {
      const days = (await getDoctorSchedule(ctx.db, ctx.world.doctorId, at))!;
      return days.find((d) => d.date === '16/03/2030')!.afternoon[0].isBooked;
    };
    expect(await booked(minutes(1))).toBe(true);
    await expect(hold(key, minutes(14))).rejects.toBeInstanceOf(SlotTakenError);

    expect(await booked(minutes(15))).toBe(false);
    const second = await hold(key, minutes(15));
    expect(second.appointmentId).not.toBe(first.appointmentId);
    const [old] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, first.appointmentId));
    expect(old.status).toBe('expired');
  });

  it('serves the schedule from today on, with past slots marked booked', async () => {
    const days = (await getDoctorSchedule(ctx.db, ctx.world.doctorId, NOW))!;
    expect(days.map((d) => d.date)).toEqual(['15/03/2030', '16/03/2030']);
    expect(days[0].morning.map((s) => [s.time, s.isBooked])).toEqual([
      ['09:00 AM', true],
      ['11:00 AM', false],
    ]);
    expect(days[1].morning[0]).toMatchObject({ time: '12:00 AM', isBooked: false });
    expect(days[1].afternoon[0]).toMatchObject({ time: '12:30 PM', isBooked: false });
    const later = (await getDoctorSchedule(
      ctx.db,
      ctx.world.doctorId,
      new Date('2030-03-16T00:00:00Z'),
    ))!;
    expect(later.map((d) => d.date)).toEqual(['16/03/2030']);
    expect(await getDoctorSchedule(ctx.db, 999_999, NOW)).toBeNull();
  });
});
