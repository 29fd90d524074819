/**
 * The console's video-consultation settings (issue 47): a doctor's video fee, registration number
 * and signature image (stored as a re-encoded PNG outside public/, readable by readSignature), and
 * the mode of her times over a range of days; a booked time keeps a mode its booking needs.
 */
import { uploadDataDir } from '../helpers/upload-data-dir';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { appointments, auditLog, doctorSlots, doctors } from '@/lib/db/schema';
import { saveVideoSettings, setSlotModes } from '@/lib/consult/doctor-video-actions';
import { demoSignaturePng, readSignature } from '@/lib/consult/signature';
import { performStaffAction, StaffForbiddenError } from '@/lib/staff/action';
import { engines } from '../helpers/db';
import { bookingWorld, NOW, TODAY, TOMORROW } from '../booking/fixtures';
import { insertStaffActor } from '../helpers/staff-users';

const file = (bytes: Uint8Array) => ({
  size: bytes.length,
  arrayBuffer: async () =>
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
});

describe.each(engines)('video consultation settings on %s', (engine) => {
  const ctx = bookingWorld(engine);

  it('sets the video fee, registration and signature, audited; a blank fee means clinic only', async () => {
    const desk = await insertStaffActor(ctx.db, {
      email: `desk-${Math.random()}@test.example`,
      name: 'Desk',
      role: 'front_desk',
    });
    const png = new Uint8Array(await demoSignaturePng('dr-test'));
    const saved = await performStaffAction(ctx.db, saveVideoSettings, desk, {
      doctor_id: String(ctx.world.doctorId),
      video_fee: '650',
      registration: 'KMC 12345',
      signature: file(png),
    });
    expect(saved).toMatchObject({ ok: true });
    const [doctor] = await ctx.db.select().from(doctors).where(eq(doctors.id, ctx.world.doctorId));
    expect(doctor).toMatchObject({ videoPricePaise: 65_000, registrationNumber: 'KMC 12345' });
    expect(doctor.signatureKey).toMatch(/^signatures\/[0-9a-f-]+\.png$/);
    expect(fs.existsSync(path.join(uploadDataDir, 'uploads', doctor.signatureKey!))).toBe(true);
    const stored = await readSignature(doctor.signatureKey);
    expect((await sharp(stored!).metadata()).format).toBe('png');
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'doctor.video'), eq(auditLog.staffId, desk.id)));
    expect(audits).toHaveLength(1);

    await expect(
      performStaffAction(ctx.db, saveVideoSettings, desk, {
        doctor_id: String(ctx.world.doctorId),
        video_fee: '',
        registration: 'KMC 12345',
        signature: file(new TextEncoder().encode('not an image at all')),
      }),
    ).resolves.toMatchObject({ ok: false, errors: { signature: expect.any(String) } });
    await performStaffAction(ctx.db, saveVideoSettings, desk, {
      doctor_id: String(ctx.world.doctorId),
      video_fee: '',
    });
    const [after] = await ctx.db.select().from(doctors).where(eq(doctors.id, ctx.world.doctorId));
    expect(after.videoPricePaise).toBeNull();
    // The signature stays when none is uploaded.
    expect(after.signatureKey).toBe(doctor.signatureKey);

    const editor = await insertStaffActor(ctx.db, {
      email: `editor-${Math.random()}@test.example`,
      name: 'Editor',
      role: 'editor',
    });
    await expect(
      performStaffAction(ctx.db, saveVideoSettings, editor, { doctor_id: '1' }),
    ).rejects.toBeInstanceOf(StaffForbiddenError);
  });

  it("marks a doctor's times by day and period, needs a video fee first, and keeps a booked time's mode", async () => {
    const desk = await insertStaffActor(ctx.db, {
      email: `desk-${Math.random()}@test.example`,
      name: 'Desk',
      role: 'front_desk',
    });
    const input = {
      doctor_id: String(ctx.world.doctorId),
      from: TODAY,
      to: TOMORROW,
      period: 'all',
      mode: 'both',
    };
    await expect(performStaffAction(ctx.db, setSlotModes, desk, input)).resolves.toMatchObject({
      ok: false,
      errors: { mode: 'Set this doctor’s video fee first' },
    });
    await ctx.db
      .update(doctors)
      .set({ videoPricePaise: 50_000 })
      .where(eq(doctors.id, ctx.world.doctorId));
    await expect(performStaffAction(ctx.db, setSlotModes, desk, input)).resolves.toMatchObject({
      ok: true,
      message: '4 times marked.',
    });

    // A video booking on one time: marking the day in-clinic leaves that time open to video.
    const slotId = ctx.world.slotIds[`${TOMORROW} 12:30 PM`];
    await ctx.db.insert(appointments).values({
      reference: `SMH-VS${engine.slice(0, 2).toUpperCase()}000001`,
      doctorId: ctx.world.doctorId,
      slotId,
      slotDate: TOMORROW,
      slotTime: '12:30 PM',
      patientName: 'P',
      phone: '9876500002',
      gender: 'male',
      disease: 'Cold',
      age: 40,
      email: 'p@example.com',
      pincode: '560038',
      amountPaise: 50_000,
      mode: 'video',
      status: 'confirmed',
      confirmedAt: NOW,
    });
    await expect(
      performStaffAction(ctx.db, setSlotModes, desk, { ...input, mode: 'clinic' }),
    ).resolves.toMatchObject({ ok: true, message: '3 times marked.' });
    const slots = await ctx.db
      .select({ id: doctorSlots.id, mode: doctorSlots.mode })
      .from(doctorSlots)
      .where(eq(doctorSlots.doctorId, ctx.world.doctorId));
    expect(slots.find((s) => s.id === slotId)?.mode).toBe('both');
    expect(slots.filter((s) => s.mode === 'clinic')).toHaveLength(3);

    await expect(
      performStaffAction(ctx.db, setSlotModes, desk, {
        ...input,
        period: 'morning',
        mode: 'video',
      }),
    ).resolves.toMatchObject({ ok: true, message: '3 times marked.' });
  });
});
