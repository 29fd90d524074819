/**
 * The doctor's workspace (issue 47): a console account acts for its linked doctor only; a doctor
 * reads her own consultations and, through one of them, her patient's history at the hospital;
 * another doctor's patient is never read; every view and every save of notes is audited.
 */
import { and, eq } from 'drizzle-orm';
import { appointments, auditLog, consultations, staffUsers } from '@/lib/db/schema';
import {
  appointmentForDoctor,
  doctorOfStaff,
  listDoctorConsultations,
  saveConsultationNotes,
  viewConsultation,
} from '@/lib/consult/workspace';
import { saveNotes } from '@/lib/consult/workspace-actions';
import { performStaffAction, StaffForbiddenError } from '@/lib/staff/action';
import { createSession, readSession } from '@/lib/staff/sessions';
import type { Db } from '@/lib/db/open';
import { engines, testDbForFile } from '../helpers/db';
import { createWorld, NOW, TODAY, TOMORROW, type World } from '../booking/fixtures';

let refs = 0;

async function book(
  db: Db,
  world: World,
  key: string,
  extra: Partial<typeof appointments.$inferInsert> = {},
) {
  refs += 1;
  const [row] = await db
    .insert(appointments)
    .values({
      reference: `SMH-WS${String(refs).padStart(4, '0')}`,
      doctorId: world.doctorId,
      slotId: world.slotIds[key],
      slotDate: key.slice(0, 10),
      slotTime: key.slice(11),
      patientName: 'Meena Das',
      phone: '9876511111',
      gender: 'female',
      disease: 'Palpitations',
      age: 52,
      email: 'meena@example.com',
      pincode: '560038',
      amountPaise: 80_000,
      mode: 'video',
      status: 'confirmed',
      confirmedAt: NOW,
      ...extra,
    })
    .returning();
  return row;
}

describe.each(engines)("the doctor's workspace on %s", (engine) => {
  const t = testDbForFile(engine);
  let mine: World;
  let other: World;
  let staffId: number;
  let otherStaffId: number;

  beforeAll(async () => {
    mine = await createWorld(t.db);
    other = await createWorld(t.db);
    const rows = await t.db
      .insert(staffUsers)
      .values([
        {
          email: 'dr.mine@test.example',
          name: 'Mine',
          role: 'doctor',
          doctorId: mine.doctorId,
          passwordHash: 'x',
        },
        {
          email: 'dr.other@test.example',
          name: 'Other',
          role: 'doctor',
          doctorId: other.doctorId,
          passwordHash: 'x',
        },
      ])
      .returning({ id: staffUsers.id });
    [staffId, otherStaffId] = rows.map((r) => r.id);
  });

  it('acts for the linked doctor of a doctor account only, also from its session', async () => {
    expect(doctorOfStaff({ role: 'doctor', doctorId: 7 })).toBe(7);
    expect(doctorOfStaff({ role: 'admin', doctorId: 7 })).toBeNull();
    expect(doctorOfStaff({ role: 'doctor' })).toBeNull();
    expect(doctorOfStaff(null)).toBeNull();
    const token = await createSession(t.db, staffId);
    const session = await readSession(t.db, token);
    expect(doctorOfStaff(session)).toBe(mine.doctorId);
  });

  it('finds an appointment only for its own doctor', async () => {
    const booking = await book(t.db, mine, `${TOMORROW} 12:30 PM`);
    expect(await appointmentForDoctor(t.db, mine.doctorId, booking.reference)).toMatchObject({
      id: booking.id,
      mode: 'video',
    });
    expect(await appointmentForDoctor(t.db, other.doctorId, booking.reference)).toBeNull();
    expect(await appointmentForDoctor(t.db, mine.doctorId, 'SMH-NOSUCHREF')).toBeNull();
  });

  it("lists the doctor's confirmed consultations from today, and none of another doctor's", async () => {
    const list = await listDoctorConsultations(t.db, mine.doctorId, TODAY);
    expect(list.length).toBeGreaterThan(0);
    const otherList = await listDoctorConsultations(t.db, other.doctorId, TODAY);
    const mineRefs = new Set(list.map((r) => r.reference));
    for (const row of otherList) expect(mineRefs.has(row.reference)).toBe(false);
  });

  it("shows her patient's earlier visits with any doctor, audited; another doctor reads nothing and leaves no trace", async () => {
    const earlier = await book(t.db, other, `${TODAY} 09:00 AM`, {
      mode: 'clinic',
      disease: 'Chest pain',
    });
    const current = await book(t.db, mine, `${TODAY} 11:00 AM`);
    const view = await viewConsultation(t.db, staffId, mine.doctorId, current.reference);
    expect(view?.appointment.id).toBe(current.id);
    expect(view?.history.visits.map((v) => v.reference)).toContain(earlier.reference);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'consultation.viewed'), eq(auditLog.entityId, String(current.id))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0].staffId).toBe(staffId);

    expect(
      await viewConsultation(t.db, otherStaffId, other.doctorId, current.reference),
    ).toBeNull();
    const byOther = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, otherStaffId), eq(auditLog.action, 'consultation.viewed')));
    expect(byOther).toHaveLength(0);
  });

  it('saves notes for her own consultation only, audited', async () => {
    const booking = await book(t.db, mine, `${TOMORROW} 12:00 AM`);
    expect(
      await saveConsultationNotes(t.db, otherStaffId, other.doctorId, booking.reference, 'x'),
    ).toBe(false);
    expect(
      await saveConsultationNotes(t.db, staffId, mine.doctorId, booking.reference, 'BP 150/95'),
    ).toBe(true);
    expect(
      await saveConsultationNotes(t.db, staffId, mine.doctorId, booking.reference, 'BP 140/90'),
    ).toBe(true);
    const [row] = await t.db
      .select()
      .from(consultations)
      .where(eq(consultations.appointmentId, booking.id));
    expect(row.notes).toBe('BP 140/90');
    const view = await viewConsultation(t.db, staffId, mine.doctorId, booking.reference);
    expect(view?.notes).toBe('BP 140/90');
  });

  it('lets only a doctor write notes through the console action', async () => {
    const booking = await book(t.db, mine, `${TODAY} 11:00 AM`, { status: 'cancelled' });
    const doctor = {
      id: staffId,
      email: 'dr.mine@test.example',
      name: 'Mine',
      role: 'doctor' as const,
      doctorId: mine.doctorId,
    };
    // A cancelled consultation has no notes to write.
    await expect(
      performStaffAction(t.db, saveNotes, doctor, { reference: booking.reference, notes: 'x' }),
    ).resolves.toMatchObject({ ok: false });
    const admin = { id: staffId, email: 'a@test.example', name: 'A', role: 'admin' as const };
    await expect(
      performStaffAction(t.db, saveNotes, admin, { reference: booking.reference, notes: 'x' }),
    ).resolves.toMatchObject({ ok: false, message: expect.stringContaining('doctor') });
    const desk = { id: staffId, email: 'd@test.example', name: 'D', role: 'front_desk' as const };
    await expect(
      performStaffAction(t.db, saveNotes, desk, { reference: booking.reference, notes: 'x' }),
    ).rejects.toBeInstanceOf(StaffForbiddenError);
  });
});
