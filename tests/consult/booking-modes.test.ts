/**
 * Consultation modes in the booking (issue 47): the slot says which modes it allows, the server
 * prices the chosen one with feeFor and refuses one the slot or the doctor does not offer (422,
 * nothing held), a move keeps the mode, and a video booking's messages carry the room's link.
 */
import { eq } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { appointmentOrderSchema } from '@/lib/booking/schema';
import { moveBooking } from '@/lib/booking/changes';
import { InvalidInputError, SlotRefusedError } from '@/lib/api/errors';
import { appointments, doctorSlots, doctors } from '@/lib/db/schema';
import { getDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { env } from '@/lib/env';
import { engines } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import {
  NOW,
  TODAY,
  TOMORROW,
  bookingWorld,
  createOrder,
  holdSlot,
  orderBody,
  provider,
  testPayment,
} from './../booking/fixtures';

const BOTH = `${TOMORROW} 12:30 PM`;
const VIDEO = `${TODAY} 11:00 AM`;
const CLINIC = `${TOMORROW} 12:00 AM`;

describe.each(engines)('consultation modes on %s', (engine) => {
  const ctx = bookingWorld(engine);

  beforeEach(async () => {
    const { db, world } = ctx;
    await db.update(doctors).set({ videoPricePaise: 60_000 }).where(eq(doctors.id, world.doctorId));
    await db
      .update(doctorSlots)
      .set({ mode: 'both' })
      .where(eq(doctorSlots.id, world.slotIds[BOTH]));
    await db
      .update(doctorSlots)
      .set({ mode: 'video' })
      .where(eq(doctorSlots.id, world.slotIds[VIDEO]));
  });

  const order = (key: string, extra: Record<string, unknown> = {}) =>
    createOrder(appointmentPurchase, ctx.db, provider, orderBody(ctx.world, key, extra), {
      now: NOW,
    });
  const heldRows = () =>
    ctx.db.select().from(appointments).where(eq(appointments.doctorId, ctx.world.doctorId));

  it('prices a video consultation at the video fee and an in-clinic one at the clinic fee, whatever the request says', async () => {
    const video = await order(BOTH, { mode: 'video', amount: 1, amountPaise: 1 });
    expect(video.amount).toBe(60_000);
    const [held] = await heldRows();
    expect(held).toMatchObject({ mode: 'video', amountPaise: 60_000, status: 'held' });

    await ctx.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, held.id));
    const clinic = await order(BOTH);
    expect(clinic.amount).toBe(80_000);
    expect((await heldRows()).find((r) => r.status === 'held')).toMatchObject({
      mode: 'clinic',
      amountPaise: 80_000,
    });
  });

  it('refuses a mode the slot does not allow with 422 and holds nothing', async () => {
    await expect(order(CLINIC, { mode: 'video' })).rejects.toBeInstanceOf(SlotRefusedError);
    await expect(order(VIDEO)).rejects.toMatchObject({ status: 422 });
    await expect(order(VIDEO, { mode: 'clinic' })).rejects.toMatchObject({
      message: expect.stringContaining('video consultations only'),
    });
    expect(await heldRows()).toHaveLength(0);
    await expect(order(VIDEO, { mode: 'video' })).resolves.toMatchObject({ amount: 60_000 });
  });

  it('refuses video with a doctor who has no video fee, even on a slot marked for it', async () => {
    await ctx.db
      .update(doctors)
      .set({ videoPricePaise: null })
      .where(eq(doctors.id, ctx.world.doctorId));
    await expect(order(BOTH, { mode: 'video' })).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('does not offer video'),
    });
    await expect(order(BOTH)).resolves.toMatchObject({ amount: 80_000 });
  });

  it('answers an unknown mode with a message on the field', async () => {
    const attempt = order(BOTH, { mode: 'phone' });
    await expect(attempt).rejects.toBeInstanceOf(InvalidInputError);
    await expect(attempt).rejects.toHaveProperty('errors', {
      mode: 'Consultation must be in clinic or by video',
    });
  });

  it('checks the mode again when the slot is held (a fee changed in between is refused)', async () => {
    const input = appointmentOrderSchema.cast(orderBody(ctx.world, BOTH, { mode: 'video' }));
    await expect(
      holdSlot(ctx.db, input, { now: NOW, holdMinutes: 15, payment: testPayment(80_000) }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      holdSlot(ctx.db, input, { now: NOW, holdMinutes: 15, payment: testPayment(60_000) }),
    ).resolves.toBeTruthy();
  });

  it('lists each slot’s mode in the schedule, and nothing on in-clinic slots', async () => {
    const days = (await getDoctorSchedule(ctx.db, ctx.world.doctorId, NOW))!;
    const slots = days.flatMap((d) => [...d.morning, ...d.afternoon, ...d.evening]);
    const byId = (key: string) => slots.find((s) => s._id === String(ctx.world.slotIds[key]));
    expect(byId(BOTH)?.mode).toBe('both');
    expect(byId(VIDEO)?.mode).toBe('video');
    expect(byId(CLINIC)).not.toHaveProperty('mode');
  });

  it('moves a video booking only to a time open to video, keeping its mode, and tells the patient with the join link', async () => {
    const { db, world } = ctx;
    const [booking] = await db
      .insert(appointments)
      .values({
        reference: 'SMH-VIDEOMOVE1',
        doctorId: world.doctorId,
        slotId: world.slotIds[VIDEO],
        slotDate: TODAY,
        slotTime: '11:00 AM',
        patientName: 'Video Patient',
        phone: '9876500001',
        gender: 'female',
        disease: 'Cough',
        age: 30,
        email: 'video@example.com',
        pincode: '560038',
        amountPaise: 60_000,
        mode: 'video',
        status: 'confirmed',
        confirmedAt: NOW,
      })
      .returning();
    const move = (key: string) =>
      db.transaction((tx) => moveBooking(tx, booking.id, world.slotIds[key], NOW));
    await expect(move(CLINIC)).rejects.toMatchObject({
      errors: { slot_id: 'That time is not open to video consultations: choose another' },
    });
    await expect(move(BOTH)).resolves.toMatchObject({ after: { slotTime: '12:30 PM' } });
    const [moved] = await db.select().from(appointments).where(eq(appointments.id, booking.id));
    expect(moved).toMatchObject({
      mode: 'video',
      slotId: world.slotIds[BOTH],
      amountPaise: 60_000,
    });

    const joinUrl = `${env.siteUrl}/consult/SMH-VIDEOMOVE1`;
    const sent = await outboxRows(db, { topic: 'appointment.moved', subjectId: booking.id });
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const message of sent) expect(message.bodyText).toContain(joinUrl);
  });
});
