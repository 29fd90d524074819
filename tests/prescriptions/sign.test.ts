import '../helpers/upload-data-dir';
import { eq } from 'drizzle-orm';
import { ePrescriptionItems, ePrescriptions } from '@/lib/db/schema';
import { ServiceError, InvalidInputError } from '@/lib/api/errors';
import { PRESCRIPTION_TOPIC } from '@/lib/prescriptions/deliver';
import { doctorTitle } from '@/lib/prescriptions/code';
import { LIST_OF_SCHEDULE, listRefusal } from '@/lib/prescriptions/rules';
import { signPrescription, SIGN_MESSAGES } from '@/lib/prescriptions/sign';
import { testDbForFile, engines } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import { pdfText } from '../helpers/pdf-tool';
import {
  createRxWorld,
  insertAppointment,
  medicineLine,
  prescriptionBody,
  testLine,
  type RxWorld,
} from './fixtures';

describe('the prescribing rules by consultation', () => {
  it('files a medicine by its schedule first, and titles a doctor once', () => {
    expect(LIST_OF_SCHEDULE).toEqual({ OTC: 'O', H: 'A', H1: 'B', X: 'prohibited' });
    expect(doctorTitle('Dr. Ananya Rao')).toBe('Dr. Ananya Rao');
    expect(doctorTitle('Asha Rao')).toBe('Dr. Asha Rao');
  });

  it('allows List O always and refuses the prohibited list always', () => {
    for (const mode of ['clinic', 'video'] as const) {
      for (const type of ['first', 'follow_up'] as const) {
        expect(listRefusal('O', mode, type)).toBeNull();
        expect(listRefusal('prohibited', mode, type)).toMatch(/prohibited/);
      }
    }
  });
  it('allows List A on a video first consultation and List B only in a follow-up', () => {
    expect(listRefusal('A', 'video', 'first')).toBeNull();
    expect(listRefusal('A', 'video', 'follow_up')).toBeNull();
    expect(listRefusal('B', 'video', 'first')).toMatch(/follow-up/);
    expect(listRefusal('B', 'video', 'follow_up')).toBeNull();
  });
});

/** What a refused signing threw. */
async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe.each(engines)('signing an e-prescription on %s', (engine) => {
  const t = testDbForFile(engine);
  let rx: RxWorld;
  const med = (name: string) => rx.pharmacy.ids[name];
  beforeAll(async () => {
    rx = await createRxWorld(t.db);
  }, 120_000);

  it('signs for the appointment’s doctor: facts copied, lines from the catalogues, code, PDF e-mailed and link texted', async () => {
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-15' });
    const signed = await signPrescription(
      t.db,
      rx.doctor,
      a.reference,
      prescriptionBody([
        medicineLine(med('Paracetamol 500mg Tablet'), { name: 'ignored: the catalogue names it' }),
        medicineLine(med('Aceclofenac Paracetamol Tablet')),
        { ...medicineLine(0), catalogueId: undefined, name: 'Steam inhalation' },
        testLine(rx.lab.cbc),
      ]),
      new Date('2030-03-15T05:00:00Z'),
    );
    expect(signed.consultationType).toBe('first');
    expect(signed.verificationCode).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    const [row] = await t.db.select().from(ePrescriptions).where(eq(ePrescriptions.id, signed.id));
    expect(row).toMatchObject({
      doctorName: 'Asha Rao',
      doctorQualifications: 'MBBS, MD (General Medicine)',
      doctorRegistration: 'KMC 123456',
      patientName: 'Meera Iyer',
      patientAge: 34,
      patientGender: 'female',
      mode: 'video',
      consultationType: 'first',
      followUpDate: '2030-04-01',
    });
    const lines = await t.db
      .select()
      .from(ePrescriptionItems)
      .where(eq(ePrescriptionItems.prescriptionId, signed.id))
      .orderBy(ePrescriptionItems.position);
    expect(lines.map((l) => [l.kind, l.name])).toEqual([
      ['medicine', 'Paracetamol 500mg Tablet'],
      ['medicine', 'Aceclofenac Paracetamol Tablet'],
      ['medicine', 'Steam inhalation'],
      ['investigation', 'Complete Blood Count'],
    ]);
    const messages = await outboxRows(t.db, {
      subjectType: 'appointment',
      subjectId: a.id,
      topic: PRESCRIPTION_TOPIC,
    });
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = messages.find((m) => m.channel === 'sms')!;
    expect(sms.bodyText).toContain(
      `/prescriptions/verify?code=${signed.verificationCode.slice(0, 5)}-`,
    );
    expect(sms.bodyText.length).toBeLessThanOrEqual(160);
    const mail = messages.find((m) => m.channel === 'email')!;
    expect(mail.attachments).toHaveLength(1);
    const text = pdfText(Buffer.from(mail.attachments[0].content, 'base64'));
    for (const fact of [
      'E-PRESCRIPTION',
      'Dr. Asha Rao, MBBS, MD (General Medicine)',
      'Registration no.: KMC 123456',
      'Meera Iyer, 34 years, Female',
      'Acute upper respiratory infection',
      'Aceclofenac Paracetamol Tablet',
      '1 tablet',
      'Twice a day',
      '5 days',
      'After food',
      'Complete Blood Count',
      'Drink plenty of fluids',
      '01 April 2030',
      `${signed.verificationCode.slice(0, 5)}-${signed.verificationCode.slice(5)}`,
      '/prescriptions/verify?code=',
      'First consultation',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('refuses a List B medicine on a first video consultation, per line, and stores nothing', async () => {
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-16', phone: '9111111111' });
    const error = await refusal(
      signPrescription(
        t.db,
        rx.doctor,
        a.reference,
        prescriptionBody([
          medicineLine(med('Paracetamol 500mg Tablet')),
          medicineLine(med('Azithromycin 500mg Tablet')),
        ]),
      ),
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).errors).toEqual({
      'items[1].name': expect.stringMatching(/follow-up/),
    });
    expect(
      await t.db.select().from(ePrescriptions).where(eq(ePrescriptions.appointmentId, a.id)),
    ).toEqual([]);
  });

  it('allows List B in a follow-up (same phone, same doctor, within six months), decided on the server', async () => {
    const phone = '9222222222';
    await insertAppointment(t.db, rx, { slotDate: '2029-12-01', phone });
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-17', phone });
    const signed = await signPrescription(
      t.db,
      rx.doctor,
      a.reference,
      prescriptionBody([medicineLine(med('Azithromycin 500mg Tablet'))]),
    );
    expect(signed.consultationType).toBe('follow_up');
  });

  it('counts neither a visit older than six months nor a cancelled one as a follow-up', async () => {
    const phone = '9333333333';
    await insertAppointment(t.db, rx, { slotDate: '2029-06-01', phone });
    await insertAppointment(t.db, rx, { slotDate: '2030-03-01', phone, status: 'cancelled' });
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-18', phone });
    const error = await refusal(
      signPrescription(
        t.db,
        rx.doctor,
        a.reference,
        prescriptionBody([medicineLine(med('Azithromycin 500mg Tablet'))]),
      ),
    );
    expect(error.status).toBe(400);
  });

  it('refuses a prohibited medicine always, even in a follow-up, and typed in as free text', async () => {
    const phone = '9444444444';
    await insertAppointment(t.db, rx, { slotDate: '2030-01-01', phone });
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-19', phone });
    const error = (await refusal(
      signPrescription(
        t.db,
        rx.doctor,
        a.reference,
        prescriptionBody([
          medicineLine(med('Ibuprofen 400mg Tablet')),
          { ...medicineLine(0), catalogueId: undefined, name: 'ibuprofen 400MG tablet' },
        ]),
      ),
    )) as InvalidInputError;
    expect(Object.keys(error.errors)).toEqual(['items[0].name', 'items[1].name']);
    expect(error.errors['items[0].name']).toMatch(/prohibited/);
  });

  it('lets only the appointment’s doctor sign, once per appointment', async () => {
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-20', phone: '9555555555' });
    const body = prescriptionBody([medicineLine(med('Cetirizine 10mg Tablet'))]);
    const other = await refusal(signPrescription(t.db, rx.otherDoctor, a.reference, body));
    expect([other.status, other.message]).toEqual([403, SIGN_MESSAGES.notYours]);
    const admin = await refusal(signPrescription(t.db, { role: 'admin' }, a.reference, body));
    expect(admin.status).toBe(403);
    await signPrescription(t.db, rx.doctor, a.reference, body);
    const again = await refusal(signPrescription(t.db, rx.doctor, a.reference, body));
    expect([again.status, again.message]).toEqual([409, SIGN_MESSAGES.alreadySigned]);
    const b = await insertAppointment(t.db, rx, { slotDate: '2030-03-21', phone: '9666666666' });
    const both = await Promise.allSettled([
      signPrescription(t.db, rx.doctor, b.reference, body),
      signPrescription(t.db, rx.doctor, b.reference, body),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses an appointment that is not confirmed, and bad input field by field', async () => {
    const held = await insertAppointment(t.db, rx, { slotDate: '2030-03-22', status: 'held' });
    const notConfirmed = await refusal(
      signPrescription(t.db, rx.doctor, held.reference, prescriptionBody()),
    );
    expect(notConfirmed.status).toBe(422);
    const a = await insertAppointment(t.db, rx, { slotDate: '2030-03-23' });
    const bad = (await refusal(
      signPrescription(t.db, rx.doctor, a.reference, {
        diagnosis: '  ',
        followUpDate: '2030-02-30',
        items: [
          { kind: 'medicine', name: 'Vitamin D', dose: '' },
          { kind: 'investigation', catalogueId: 999_999 },
        ],
      }),
    )) as InvalidInputError;
    expect(Object.keys(bad.errors).sort()).toEqual(
      [
        'diagnosis',
        'followUpDate',
        'items[0].dose',
        'items[0].duration',
        'items[0].frequency',
      ].sort(),
    );
    const unknown = (await refusal(
      signPrescription(t.db, rx.doctor, a.reference, prescriptionBody([testLine(999_999)])),
    )) as InvalidInputError;
    expect(unknown.errors).toEqual({ 'items[0].catalogueId': expect.any(String) });
  });
});
