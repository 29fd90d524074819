/**
 * The editor's doctor profiles on both engines (issue 15): text and qualifications, the public
 * switch, and a photo that must really be an image and is stored re-encoded, without metadata,
 * outside public/ and served by the media route.
 */
// First: sets DATA_DIR before anything imports lib/env.
import { uploadDataDir } from '../helpers/upload-data-dir';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as photoRoute } from '@/app/media/[folder]/[file]/route';
import { doctors } from '@/lib/db/schema';
import { parseQualifications } from '@/lib/doctors/staff-actions';
import { createWorld } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { runStaffAction } from '../helpers/staff-actions';
import type { StaffActor } from '@/lib/staff/sessions';
import { insertStaffActor } from '../helpers/staff-users';
import { htmlBytes } from '../helpers/files';
import { getDoctorForEdit } from '@/lib/doctors/staff-doctors';
import { RECORD_CHANGED_MESSAGE, recordVersion } from '@/lib/staff/record-version';

describe('qualification lines', () => {
  it("read 'degree, year' with the year optional, and refuse an impossible year", () => {
    expect(parseQualifications('MBBS, 2004\nMD (Medicine)\n\n')).toEqual([
      { degree: 'MBBS', year: 2004 },
      { degree: 'MD (Medicine)' },
    ]);
    expect(parseQualifications('MBBS, 1800')).toBeNull();
    expect(parseQualifications(', 2004')).toBeNull();
  });
});

describe.each(engines)("the editor's doctor profiles on %s", (engine) => {
  let t: TestDb;
  let editor: StaffActor;
  beforeAll(async () => {
    t = await createTestDb(engine);
    editor = await insertStaffActor(t.db, { email: 'ed@x.example', name: 'Ed', role: 'editor' });
  }, 180_000);
  afterAll(() => t.drop());

  const edit = (values: Record<string, unknown>) =>
    runStaffAction(t.db, 'editDoctorAction', editor, {
      specialities: 'Cardiology, Echocardiography',
      experience: '12',
      qualifications: 'MBBS, 2004\nMD (Medicine), 2008',
      region: 'Indiranagar',
      about: 'Heart specialist.',
      expertise: 'Angioplasty',
      membership: 'CSI',
      verified: 'true',
      ...values,
    });

  it('saves the profile text and names the doctor pages to refresh', async () => {
    const world = await createWorld(t.db, [{ date: '2030-01-01', minute: 600 }]);
    const result = await edit({ id: String(world.doctorId) });
    const [doctor] = await t.db.select().from(doctors).where(eq(doctors.id, world.doctorId));
    expect(result).toMatchObject({ ok: true, revalidate: ['doctors', `doctor:${doctor.slug}`] });
    expect(doctor).toMatchObject({
      specialities: ['Cardiology', 'Echocardiography'],
      experienceYears: 12,
      qualifications: [
        { degree: 'MBBS', year: 2004 },
        { degree: 'MD (Medicine)', year: 2008 },
      ],
      verified: true,
    });
    expect(await edit({ id: String(world.doctorId), qualifications: 'MBBS, 1800' })).toMatchObject({
      ok: false,
      errors: { qualifications: expect.stringContaining('One qualification per line') },
    });
  });

  it('keeps experience not known when it is left empty, instead of storing 0 years', async () => {
    const world = await createWorld(t.db, [{ date: '2030-01-03', minute: 600 }]);
    const id = String(world.doctorId);
    const stored = async () =>
      (await t.db.select().from(doctors).where(eq(doctors.id, world.doctorId)))[0].experienceYears;
    expect(await edit({ id, experience: '' })).toMatchObject({ ok: true });
    expect(await stored()).toBeNull();
    expect(await edit({ id, experience: '  ', about: 'Still heart.' })).toMatchObject({ ok: true });
    expect(await stored()).toBeNull();
    expect(await edit({ id, experience: '0' })).toMatchObject({ ok: true });
    expect(await stored()).toBe(0);
    expect(await edit({ id, experience: 'ten' })).toMatchObject({
      ok: false,
      errors: { experience: 'Experience must be a whole number of years' },
    });
  });

  it("refuses to save over another editor's save the form was not shown", async () => {
    const world = await createWorld(t.db, [{ date: '2030-01-02', minute: 600 }]);
    const id = String(world.doctorId);
    const opened = recordVersion((await getDoctorForEdit(t.db, world.doctorId))!);
    expect(await edit({ id, about: 'By A.', seen: opened })).toMatchObject({ ok: true });
    expect(await edit({ id, about: 'By B.', seen: opened })).toEqual({
      ok: false,
      message: RECORD_CHANGED_MESSAGE,
    });
    const about = async () =>
      (await t.db.select().from(doctors).where(eq(doctors.id, world.doctorId)))[0].about;
    expect(await about()).toBe('By A.');
    const reloaded = recordVersion((await getDoctorForEdit(t.db, world.doctorId))!);
    expect(await edit({ id, about: 'By B.', seen: reloaded })).toMatchObject({ ok: true });
    expect(await about()).toBe('By B.');
  });

  it('stores a photo re-encoded as a square WebP without its metadata, and refuses a fake one', async () => {
    const world = await createWorld(t.db, [{ date: '2030-01-01', minute: 600 }]);
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', Model: 'Phone' } })
      .toBuffer();
    const photo = new File([new Uint8Array(jpeg)], 'me.jpg', { type: 'image/jpeg' });
    expect(await edit({ id: String(world.doctorId), photo })).toMatchObject({ ok: true });
    const [doctor] = await t.db.select().from(doctors).where(eq(doctors.id, world.doctorId));
    expect(doctor.image).toMatch(/^\/media\/doctor-photos\/[0-9a-f-]{36}\.webp$/);
    const file = doctor.image.split('/').pop()!;
    const stored = fs.readFileSync(path.join(uploadDataDir, 'uploads', 'doctor-photos', file));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Photographer'))).toBe(false);

    const served = await photoRoute(new Request(`http://localhost${doctor.image}`), {
      params: Promise.resolve({ folder: 'doctor-photos', file }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const missing = await photoRoute(new Request('http://localhost/x'), {
      params: Promise.resolve({ folder: 'doctor-photos', file: '../../pglite' }),
    });
    expect(missing.status).toBe(404);
    // Only the image folders are served: never the prescriptions or resumes beside them.
    const outside = await photoRoute(new Request('http://localhost/x'), {
      params: Promise.resolve({ folder: 'prescriptions', file }),
    });
    expect(outside.status).toBe(404);

    const fake = new File([htmlBytes()], 'me.png', { type: 'image/png' });
    expect(await edit({ id: String(world.doctorId), photo: fake })).toMatchObject({
      ok: false,
      errors: { photo: 'An image must be a JPEG, PNG or WebP' },
    });
    const [unchanged] = await t.db.select().from(doctors).where(eq(doctors.id, world.doctorId));
    expect(unchanged.image).toBe(doctor.image);
  });
});
