import '../helpers/upload-data-dir';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_COOKIE } from '@/lib/accounts/current';
import { openSession } from '@/lib/accounts/sessions';
import { accessCodes, accounts, medicines } from '@/lib/db/schema';
import { patientPrescriptionPdf } from '@/lib/prescriptions/patient-files';
import { prescriptionCarts } from '@/lib/prescriptions/carts';
import { prescriptionOfAppointment } from '@/lib/prescriptions/reads';
import { checkPrescriptionCode, verifyPrescription } from '@/lib/prescriptions/verify';
import { LIMITS } from '@/lib/security/limits';
import { sha256 } from '@/lib/security/one-time-code';
import { SCHEDULE_X_LIST } from '@/lib/pharmacy/staff-medicine-actions';
import { performStaffAction } from '@/lib/staff/action';
import { STAFF_ACTIONS } from '@/lib/staff/registry';
import type { CookieJar } from '@/lib/self-service/guard';
import { engines, testDbForFile } from '../helpers/db';
import { pdfText } from '../helpers/pdf-tool';
import { insertStaffActor } from '../helpers/staff-users';
import {
  createRxWorld,
  insertAppointment,
  medicineLine,
  prescriptionBody,
  testLine,
  signedBooking,
  type RxWorld,
} from './fixtures';

const jar = (cookies: Record<string, string>): CookieJar => ({
  get: (name) => (name in cookies ? { value: cookies[name] } : undefined),
});

describe.each(engines)('an e-prescription for the patient and in the console on %s', (engine) => {
  const t = testDbForFile(engine);
  let rx: RxWorld;
  const med = (name: string) => rx.pharmacy.ids[name];
  beforeAll(async () => {
    rx = await createRxWorld(t.db);
  }, 120_000);

  /** A booking of `accountId` with a signed e-prescription. */
  const signedBookingOf = (accountId: number | null, slotDate: string) =>
    signedBooking(t.db, rx, { slotDate, accountId }, [
      medicineLine(med('Aceclofenac Paracetamol Tablet')),
      testLine(rx.lab.cbc),
      { kind: 'investigation', name: 'Chest X-ray' },
    ]);

  it('gives the PDF to the booking’s account and to the holder of its code’s access, nobody else', async () => {
    const [account] = await t.db
      .insert(accounts)
      .values({ phone: '9000012345' })
      .returning({ id: accounts.id });
    const session = await openSession(t.db, account.id);
    const [other] = await t.db
      .insert(accounts)
      .values({ phone: '9000012346' })
      .returning({ id: accounts.id });
    const otherSession = await openSession(t.db, other.id);
    const mine = await signedBookingOf(account.id, '2030-03-15');
    const guestBooking = await signedBookingOf(null, '2030-03-16');

    const asAccount = await patientPrescriptionPdf(
      t.db,
      jar({ [ACCOUNT_COOKIE]: session }),
      mine.reference,
    );
    expect(pdfText(asAccount!.bytes)).toContain('Aceclofenac Paracetamol Tablet');
    expect(
      await patientPrescriptionPdf(t.db, jar({ [ACCOUNT_COOKIE]: otherSession }), mine.reference),
    ).toBeNull();
    expect(await patientPrescriptionPdf(t.db, jar({}), mine.reference)).toBeNull();

    const grant = randomBytes(32).toString('base64url');
    await t.db.insert(accessCodes).values({
      subjectType: 'appointment',
      subjectId: guestBooking.id,
      salt: 's',
      codeHash: 'h',
      expiresAt: new Date(Date.now() + 600_000),
      usedAt: new Date(),
      grantHash: sha256(grant),
      grantExpiresAt: new Date(Date.now() + 600_000),
    });
    const withGrant = jar({ booking_access: grant });
    expect(await patientPrescriptionPdf(t.db, withGrant, guestBooking.reference)).not.toBeNull();
    // The access opens its own booking only, whatever the address names.
    expect(await patientPrescriptionPdf(t.db, withGrant, mine.reference)).toBeNull();
  });

  it('fills the carts with the catalogue medicines and tests, and verifies the code with initials only', async () => {
    const booking = await signedBookingOf(null, '2030-03-17');
    const prescription = await prescriptionOfAppointment(t.db, booking.id);
    const carts = await prescriptionCarts(t.db, prescription!);
    expect(carts.medicines.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Aceclofenac Paracetamol Tablet', 1],
    ]);
    expect(carts.tests.map((l) => l.name)).toEqual(['Complete Blood Count']);
    expect(carts.testsLeftOut).toEqual(['Chest X-ray']);
    const verified = await verifyPrescription(t.db, booking.verificationCode.toLowerCase());
    expect(verified).toMatchObject({ doctorName: 'Asha Rao', patientInitials: 'M. I.' });
    expect(JSON.stringify(verified)).not.toContain('Meera');
    expect(JSON.stringify(verified)).not.toContain('respiratory');
    expect(await verifyPrescription(t.db, 'ZZZZZ-ZZZZZ')).toBeNull();
  });

  it('counts the wrong codes typed from one address, and then refuses every code', async () => {
    const booking = await signedBookingOf(null, '2030-03-19');
    const right = booking.verificationCode;
    const client = `verify-${randomBytes(4).toString('hex')}`;
    const check = (code: string, from = client) => checkPrescriptionCode(t.db, code, from);
    // Right codes and texts that cannot be a code cost nothing, however many.
    for (let i = 0; i < LIMITS.wrongPrescriptionCode.points + 5; i += 1) {
      expect((await check(right)).state).toBe('found');
      expect((await check('not a code')).state).toBe('unknown');
    }
    for (let i = 0; i < LIMITS.wrongPrescriptionCode.points; i += 1) {
      expect((await check('ZZZZZ-ZZZZZ')).state).toBe('unknown');
    }
    const refused = await check('ZZZZZ-ZZZZY');
    expect(refused).toMatchObject({ state: 'limited' });
    expect(refused.state === 'limited' && refused.retryAfterSeconds).toBeGreaterThan(
      LIMITS.wrongPrescriptionCode.duration - 60,
    );
    // The right code too: a different answer would tell it from the wrong ones.
    expect((await check(right)).state).toBe('limited');
    // Another address has its own count.
    expect(await check(right, `${client}-other`)).toMatchObject({
      state: 'found',
      prescription: { patientInitials: 'M. I.' },
    });
  });

  it('bounds wrong codes sent all at once, and a look-up that failed costs no guess', async () => {
    const { points } = LIMITS.wrongPrescriptionCode;
    const client = `verify-${randomBytes(4).toString('hex')}`;
    const down = {
      select() {
        throw new Error('the database is down');
      },
    } as unknown as typeof t.db;
    for (let i = 0; i < 3; i += 1) {
      await expect(checkPrescriptionCode(down, 'ZZZZZ-ZZZZZ', client)).rejects.toThrow('down');
    }
    const answers = await Promise.all(
      Array.from({ length: points + 10 }, () => checkPrescriptionCode(t.db, 'ZZZZZ-ZZZZZ', client)),
    );
    const states = answers.map((answer) => answer.state);
    expect(states.filter((state) => state === 'unknown')).toHaveLength(points);
    expect(states.filter((state) => state === 'limited')).toHaveLength(10);
  });

  it('signs through the console action, naming the refused line', async () => {
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-18', phone: '9777777777' });
    const actor = { ...rx.doctor, email: 'd@rx.test', name: 'Doctor' };
    const refused = await performStaffAction(t.db, STAFF_ACTIONS.signPrescriptionAction, actor, {
      reference: a.reference,
      prescription: JSON.stringify(
        prescriptionBody([
          medicineLine(med('Cetirizine 10mg Tablet')),
          medicineLine(med('Azithromycin 500mg Tablet')),
        ]),
      ),
    });
    expect(refused).toMatchObject({
      ok: false,
      errors: { 'items[1].name': expect.stringMatching(/^Line 2: List B/) },
    });
    expect(
      await performStaffAction(t.db, STAFF_ACTIONS.signPrescriptionAction, actor, {
        reference: a.reference,
        prescription: '{not json',
      }),
    ).toMatchObject({ ok: false, errors: { prescription: expect.any(String) } });
    expect(
      await performStaffAction(t.db, STAFF_ACTIONS.signPrescriptionAction, actor, {
        reference: a.reference,
        prescription: JSON.stringify(
          prescriptionBody([medicineLine(med('Cetirizine 10mg Tablet'))]),
        ),
      }),
    ).toMatchObject({ ok: true });
  });

  it('lets the pharmacist set a medicine’s telemedicine list in the medicine editor', async () => {
    const pharmacist = await insertStaffActor(t.db, {
      email: `pharmacist-${engine}@rx.test`,
      name: 'Pharmacist',
      role: 'pharmacist',
    });
    const id = med('Vitamin C 500mg Chewable');
    const [before] = await t.db.select().from(medicines).where(eq(medicines.id, id));
    const edit = (list: string | undefined, extra: Record<string, string> = {}) =>
      performStaffAction(t.db, STAFF_ACTIONS.editMedicineAction, pharmacist, {
        id: String(id),
        price: '150',
        mrp: '200',
        stock: String(before.stock),
        stock_seen: String(before.stock),
        available: 'true',
        ...(list && { telemedicine_list: list }),
        ...extra,
      });
    expect(await edit('Z')).toMatchObject({
      ok: false,
      errors: { telemedicine_list: 'Choose the telemedicine list' },
    });
    expect(await edit('O')).toMatchObject({ ok: true });
    const [after] = await t.db.select().from(medicines).where(eq(medicines.id, id));
    expect(after.telemedicineList).toBe('O');
    // Schedule X is always on the prohibited list (the database holds it too).
    expect(await edit('A', { schedule: 'X' })).toMatchObject({
      ok: false,
      errors: { telemedicine_list: SCHEDULE_X_LIST },
    });
    expect(await edit(undefined, { schedule: 'X' })).toMatchObject({ ok: true });
    const [x] = await t.db.select().from(medicines).where(eq(medicines.id, id));
    expect([x.schedule, x.telemedicineList]).toEqual(['X', 'prohibited']);
  });
});
