/**
 * A patient account's timeline (issue 46), on both engines: records grouped by family member
 * (the unassigned last), upcoming bookings first and the rest newest first; a guest booking with
 * the account's phone absent until claimGuestRecords and present after; another account's records
 * never in it. The self-service guard opens the owner's records without a code and nobody else's;
 * the account's downloads answer 404 for another account's files; the console's view is audited.
 */
// First: a throwaway DATA_DIR for the stored files, before anything imports lib/env.
import '../helpers/upload-data-dir';
import { appDbMock, useAppDb } from '../helpers/app-db';
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET as labReportGET } from '@/app/(site)/account/files/lab-report/[reference]/route';
import { GET as prescriptionGET } from '@/app/(site)/account/files/prescription/[id]/route';
import { claimGuestRecords } from '@/lib/accounts/claim';
import { prescriptionsOfAccount } from '@/lib/prescriptions/reads';
import { ACCOUNT_COOKIE } from '@/lib/accounts/current';
import { accountLabReportHref, accountPrescriptionHref } from '@/lib/accounts/links';
import { openSession } from '@/lib/accounts/sessions';
import { searchPatientAccounts, viewPatientAccount } from '@/lib/accounts/staff-timeline';
import { readTimeline, UNASSIGNED_TITLE, type TimelineItem } from '@/lib/accounts/timeline';
import type { Db } from '@/lib/db/open';
import {
  accountPatients,
  accounts,
  appointments,
  auditLog,
  ePrescriptions,
  labReports,
  orders,
  prescriptionFiles,
} from '@/lib/db/schema';
import { openedRecord, type CookieJar } from '@/lib/self-service/guard';
import { getStorage } from '@/lib/storage';
import { addDays, indiaToday } from '@/lib/time/india';
import { createWorld, PATIENT, type World } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { pdfBytes } from '../helpers/files';
import { insertStaffActor } from '../helpers/staff-users';
import { insertLabCatalogue, insertLabOrder, type LabCatalogue } from '../lab/report-fixtures';

jest.mock('@/lib/db', () => appDbMock());

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(32)]).join('');

const REPORT = pdfBytes(500);
const PRESCRIPTION = pdfBytes(300);

let phones = 0;
const newPhone = () =>
  `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++phones % 100).padStart(2, '0')}`;

describe.each(engines)('the account timeline on %s', (engine) => {
  let t: TestDb;
  let world: World;
  let catalogue: LabCatalogue;
  const past = addDays(indiaToday(), -3);
  const soon = addDays(indiaToday(), 2);
  const later = addDays(indiaToday(), 5);

  beforeAll(async () => {
    t = await createTestDb(engine);
    useAppDb(t.db);
    catalogue = await insertLabCatalogue(t.db);
  }, 180_000);
  // A doctor of its own for each test: its slots are free (one active booking per slot).
  beforeEach(async () => {
    world = await createWorld(t.db, [
      { date: past, minute: 10 * 60 },
      { date: soon, minute: 10 * 60 },
      { date: later, minute: 11 * 60 },
    ]);
  });
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  /** An account with its holder and one family member, and a signed-in session. */
  async function newAccount(db: Db, name = 'Meera Iyer') {
    const phone = newPhone();
    const [account] = await db.insert(accounts).values({ phone }).returning();
    const [holder, mother] = await db
      .insert(accountPatients)
      .values([
        { accountId: account.id, relationship: 'self', name },
        { accountId: account.id, relationship: 'parent', name: `Mother of ${name}` },
      ])
      .returning();
    const token = await openSession(db, account.id);
    return { id: account.id, phone, holder: holder.id, mother: mother.id, token };
  }

  /** A booking at one of the world's slots, paid unless `status` says otherwise. */
  async function book(
    slot: string,
    owner: { accountId?: number | null; patientId?: number | null; phone?: string },
    status: 'confirmed' | 'cancelled' | 'held' | 'expired' = 'confirmed',
  ) {
    const [date, ...time] = slot.split(' ');
    const [row] = await t.db
      .insert(appointments)
      .values({
        reference: `SMH-${code()}`,
        doctorId: world.doctorId,
        slotId: world.slotIds[slot],
        slotDate: date,
        slotTime: time.join(' '),
        patientName: PATIENT.name,
        phone: owner.phone ?? PATIENT.phone,
        gender: 'female',
        disease: 'Fever',
        age: 34,
        email: PATIENT.email,
        pincode: PATIENT.pincode,
        amountPaise: 80_000,
        status,
        accountId: owner.accountId ?? null,
        patientId: owner.patientId ?? null,
      })
      .returning({ id: appointments.id, reference: appointments.reference });
    return row;
  }

  async function pharmacyOrder(accountId: number | null, phone: string, createdAt: Date) {
    const [row] = await t.db
      .insert(orders)
      .values({
        kind: 'pharmacy',
        reference: `SPH-${code()}`,
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone,
        pincode: '560034',
        address: '12 CMH Road, Bangalore',
        subtotalPaise: 12_000,
        totalPaise: 12_000,
        status: 'confirmed',
        expectedDate: '30/11/2026',
        expectedTime: '06:00 PM',
        createdAt,
        accountId,
      })
      .returning({ id: orders.id, reference: orders.reference });
    const storageKey = await getStorage().put('prescriptions', PRESCRIPTION, 'pdf');
    const [file] = await t.db
      .insert(prescriptionFiles)
      .values({
        token: `tok-${code()}`,
        storageKey,
        contentType: 'application/pdf',
        sizeBytes: PRESCRIPTION.byteLength,
        pharmacyOrderId: row.id,
      })
      .returning({ id: prescriptionFiles.id });
    return { ...row, fileId: file.id };
  }

  async function labOrderWithReport(accountId: number, patientId: number | null) {
    const order = await insertLabOrder(t.db, catalogue, { status: 'report_ready' });
    await t.db.update(orders).set({ accountId, patientId }).where(eq(orders.id, order.id));
    const fileKey = await getStorage().put('lab-reports', REPORT, 'pdf');
    await t.db
      .insert(labReports)
      .values({ orderId: order.id, fileKey, sizeBytes: REPORT.byteLength });
    return order;
  }

  const refs = (items: TimelineItem[]) => items.map((item) => item.reference);
  const jar = (token?: string, extra: Record<string, string> = {}): CookieJar => {
    const all: Record<string, string> = { ...extra, ...(token ? { [ACCOUNT_COOKIE]: token } : {}) };
    return { get: (name) => (name in all ? { value: all[name] } : undefined) };
  };
  const withCookie = (path: string, token?: string) =>
    new Request(`http://localhost${path}`, {
      headers: token ? { cookie: `${ACCOUNT_COOKIE}=${token}` } : {},
    });

  it('groups by family member, upcoming bookings first, then newest first; never a lapsed hold', async () => {
    const me = await newAccount(t.db);
    const pastVisit = await book(`${past} 10:00 AM`, { accountId: me.id, patientId: me.holder });
    const laterVisit = await book(`${later} 11:00 AM`, { accountId: me.id, patientId: me.holder });
    const soonVisit = await book(`${soon} 10:00 AM`, { accountId: me.id, patientId: me.mother });
    await t.db
      .update(appointments)
      .set({ status: 'expired' })
      .where(eq(appointments.id, soonVisit.id));
    const soonPaid = await book(`${soon} 10:00 AM`, { accountId: me.id, patientId: me.holder });
    const oldOrder = await pharmacyOrder(me.id, me.phone, new Date(Date.now() - 86_400_000));
    const newOrder = await pharmacyOrder(me.id, me.phone, new Date());
    const lab = await labOrderWithReport(me.id, me.mother);

    const groups = await readTimeline(t.db, me.id);
    expect(groups.map((g) => [g.title, g.relationship])).toEqual([
      ['Meera Iyer', 'self'],
      ['Mother of Meera Iyer', 'parent'],
      [UNASSIGNED_TITLE, null],
    ]);
    // The holder: the next visit first, then the later one; then the past visit.
    expect(refs(groups[0].items)).toEqual([
      soonPaid.reference,
      laterVisit.reference,
      pastVisit.reference,
    ]);
    expect(groups[0].items[0]).toMatchObject({ kind: 'appointment', upcoming: true });
    expect(groups[0].items[2]).toMatchObject({ upcoming: false, statusLabel: 'Confirmed' });
    // The expired hold is nowhere; the lab order is the mother's, with its report.
    expect(refs(groups[1].items)).toEqual([lab.reference]);
    expect(groups[1].items[0]).toMatchObject({
      kind: 'lab',
      statusLabel: 'Report ready',
      report: { sizeBytes: REPORT.byteLength },
      lines: [
        { name: 'Complete Blood Count', quantity: 2 },
        { name: 'Thyroid Profile', quantity: 1 },
      ],
    });
    // Orders for no one in particular: newest first, each with its prescription.
    expect(refs(groups[2].items)).toEqual([newOrder.reference, oldOrder.reference]);
    expect(groups[2].items[0]).toMatchObject({
      kind: 'pharmacy',
      statusLabel: 'Confirmed',
      expected: '30/11/2026, 06:00 PM',
      prescriptions: [{ id: newOrder.fileId, contentType: 'application/pdf' }],
    });
  });

  it('shows a guest booking with the same phone only once the phone is claimed, and never another account’s', async () => {
    const me = await newAccount(t.db, 'Kavya Rao');
    const other = await newAccount(t.db, 'Someone Else');
    const guest = await book(`${later} 11:00 AM`, { phone: me.phone });
    const othersOwn = await book(`${soon} 10:00 AM`, { accountId: other.id, phone: me.phone });
    const flat = async () => (await readTimeline(t.db, me.id)).flatMap((g) => refs(g.items));

    expect(await flat()).toEqual([]);
    await t.db.transaction((tx) => claimGuestRecords(tx, me.id, me.phone));
    expect(await flat()).toEqual([guest.reference]);
    // Claimed records belong to no family member until one is chosen.
    const groups = await readTimeline(t.db, me.id);
    expect(groups.at(-1)).toMatchObject({ title: UNASSIGNED_TITLE });
    // The other account's booking, made with the same phone, stays the other account's.
    expect((await readTimeline(t.db, other.id)).flatMap((g) => refs(g.items))).toEqual([
      othersOwn.reference,
    ]);
  });

  it('claims a guest booking’s e-prescription with it, so the account lists it on the booking', async () => {
    const me = await newAccount(t.db, 'Nisha Rao');
    const guest = await book(`${soon} 10:00 AM`, { phone: me.phone });
    // Signed by the doctor while the booking was still a guest's.
    await t.db.insert(ePrescriptions).values({
      verificationCode: code(),
      appointmentId: guest.id,
      doctorId: world.doctorId,
      doctorName: 'Dr. Test',
      doctorQualifications: 'MBBS',
      doctorRegistration: 'KMC 1',
      patientName: PATIENT.name,
      patientAge: 34,
      patientGender: 'female',
      mode: 'video',
      consultationType: 'first',
      diagnosis: 'Fever',
    });
    expect([...(await prescriptionsOfAccount(t.db, me.id)).keys()]).toEqual([]);
    await t.db.transaction((tx) => claimGuestRecords(tx, me.id, me.phone));
    expect([...(await prescriptionsOfAccount(t.db, me.id)).keys()]).toEqual([guest.reference]);
  });

  it('opens the owner’s records on the self-service pages without a code, and nobody else’s', async () => {
    const me = await newAccount(t.db);
    const other = await newAccount(t.db);
    const visit = await book(`${later} 11:00 AM`, { accountId: me.id, patientId: me.holder });
    const order = await pharmacyOrder(me.id, me.phone, new Date());
    const lab = await labOrderWithReport(me.id, null);

    expect(await openedRecord(t.db, 'appointment', jar(me.token), visit.reference)).toEqual({
      id: visit.id,
      by: 'account',
    });
    expect(await openedRecord(t.db, 'pharmacy_order', jar(me.token), order.reference)).toEqual({
      id: order.id,
      by: 'account',
    });
    expect(await openedRecord(t.db, 'lab_order', jar(me.token), lab.reference)).toEqual({
      id: lab.id,
      by: 'account',
    });
    // Another account, no session, a forged one, or the reference of another kind: nothing.
    for (const [kind, token, reference] of [
      ['appointment', other.token, visit.reference],
      ['appointment', undefined, visit.reference],
      ['appointment', 'A'.repeat(43), visit.reference],
      ['pharmacy_order', me.token, lab.reference],
      ['lab_order', other.token, lab.reference],
    ] as const) {
      expect(await openedRecord(t.db, kind, jar(token), reference)).toBeNull();
    }
    // Without a reference the page shows only what a code opened.
    expect(await openedRecord(t.db, 'appointment', jar(me.token), undefined)).toBeNull();
  });

  it('sends the owner her report and prescription, 404 to another account, 401 to nobody', async () => {
    const me = await newAccount(t.db);
    const other = await newAccount(t.db);
    const order = await pharmacyOrder(me.id, me.phone, new Date());
    const lab = await labOrderWithReport(me.id, me.holder);
    const report = (token?: string, reference = lab.reference) =>
      labReportGET(withCookie(accountLabReportHref(reference), token), {
        params: Promise.resolve({ reference }),
      });
    const prescription = (token?: string, id = String(order.fileId)) =>
      prescriptionGET(withCookie(accountPrescriptionHref(Number(id)), token), {
        params: Promise.resolve({ id }),
      });

    const ok = await report(me.token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-security-policy')).toBe('sandbox');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(REPORT);
    const file = await prescription(me.token);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PRESCRIPTION);

    for (const res of [
      await report(other.token),
      await prescription(other.token),
      await report(me.token, 'SLB-0000000000'),
      await prescription(me.token, '999999'),
      await prescription(me.token, 'x'),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await report()).status).toBe(401);
    expect((await prescription()).status).toBe(401);
  });

  it('finds accounts for the console by phone or a family name, and audits every view', async () => {
    const staff = await insertStaffActor(t.db, {
      email: `desk${phones}@t.example`,
      name: 'Desk',
      role: 'front_desk',
    });
    const me = await newAccount(t.db, 'Lalitha Unique');
    const visit = await book(`${later} 11:00 AM`, { accountId: me.id, patientId: me.holder });

    expect((await searchPatientAccounts(t.db, { q: me.phone })).rows.map((r) => r.id)).toEqual([
      me.id,
    ]);
    expect(
      (await searchPatientAccounts(t.db, { q: 'mother of lalitha' })).rows.map((r) => r.name),
    ).toEqual(['Lalitha Unique']);

    const view = await viewPatientAccount(t.db, staff.id, me.id);
    expect(view?.account).toMatchObject({ id: me.id, phone: me.phone, name: 'Lalitha Unique' });
    expect(view?.groups[0].items.map((i) => i.reference)).toEqual([visit.reference]);
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, staff.id), eq(auditLog.action, 'patient_account.view')));
    expect(logged).toMatchObject([{ entity: 'patient_account', entityId: String(me.id) }]);
    expect(await viewPatientAccount(t.db, staff.id, 2_000_000_000)).toBeNull();
  });
});
