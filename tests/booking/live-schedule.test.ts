/**
 * The slot picker's live schedule is shared by concurrent visitors for a moment
 * (SCHEDULE_CACHE_MS), and every booking write in this process shows at once.
 */
import { failPayment } from '@/lib/checkout/settle';
import { getLiveDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { allSlots } from '@/lib/booking/slots';
import { toDdMmYyyy } from '@/lib/time/india';
import { appointmentOrderSchema } from '@/lib/booking/schema';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import {
  NOW,
  TOMORROW,
  createWorld,
  holdSlot,
  orderBody,
  testPayment,
  bookingWorld,
  type World,
} from './fixtures';

describe.each(engines)('live doctor schedule on %s', (engine) => {
  const ctx = bookingWorld(engine);
  const key = `${TOMORROW} 12:30 PM`;

  const slotState = async () => {
    const days = await getLiveDoctorSchedule(ctx.db, ctx.world.doctorId);
    const day = days!.find((d) => d.date === toDdMmYyyy(TOMORROW))!;
    return allSlots(day).find((s) => s._id === String(ctx.world.slotIds[key]))!.isBooked;
  };

  it('answers concurrent and repeated requests from one load', async () => {
    const [a, b] = await Promise.all([
      getLiveDoctorSchedule(ctx.db, ctx.world.doctorId),
      getLiveDoctorSchedule(ctx.db, ctx.world.doctorId),
    ]);
    expect(a).toBe(b);
    expect(await getLiveDoctorSchedule(ctx.db, ctx.world.doctorId)).toBe(a);
  });

  it('shows a hold, its release and a failed payment at once', async () => {
    expect(await slotState()).toBe(false);
    // Held until NOW + 15 minutes, which is in the future of the real clock too.
    const payment = testPayment();
    await holdSlot(ctx.db, appointmentOrderSchema.cast(orderBody(ctx.world, key)), {
      now: NOW,
      holdMinutes: 15,
      payment,
    });
    expect(await slotState()).toBe(true);
    // The checkout failed or was closed: the hold is released at once.
    expect(await failPayment(ctx.db, payment.providerOrderId, 'closed')).toBe(true);
    expect(await slotState()).toBe(false);

    await holdSlot(ctx.db, appointmentOrderSchema.cast(orderBody(ctx.world, key)), {
      now: NOW,
      holdMinutes: 15,
      payment: testPayment(),
    });
    expect(await slotState()).toBe(true);
    // Nothing to fail for an unknown order; the schedule is read afresh all the same.
    expect(await failPayment(ctx.db, 'order_unknown', 'declined')).toBe(false);
    expect(await slotState()).toBe(true);
  });

  it('answers null for an unknown doctor', async () => {
    expect(await getLiveDoctorSchedule(ctx.db, 987_654)).toBeNull();
  });
});

describe('live doctor schedule across databases', () => {
  it('never answers one database’s doctor with another’s slots', async () => {
    const [a, b] = await Promise.all([createTestDb('pglite'), createTestDb('pglite')]);
    try {
      const worldA = await createWorld(a.db);
      const worldB = await createWorld(b.db);
      // Fresh databases number their rows alike: the same doctor and slot ids in both.
      expect(worldA.doctorId).toBe(worldB.doctorId);
      const key = `${TOMORROW} 12:30 PM`;
      await holdSlot(a.db, appointmentOrderSchema.cast(orderBody(worldA, key)), {
        payment: testPayment(),
        now: NOW,
        holdMinutes: 15,
      });
      const booked = async (db: TestDb, world: World) => {
        const days = await getLiveDoctorSchedule(db.db, world.doctorId);
        const day = days!.find((d) => d.date === toDdMmYyyy(TOMORROW))!;
        return allSlots(day).find((s) => s._id === String(world.slotIds[key]))!.isBooked;
      };
      expect(await booked(a, worldA)).toBe(true);
      expect(await booked(b, worldB)).toBe(false);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  }, 120_000);
});
