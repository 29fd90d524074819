/**
 * The lab's console work on an order (issue 17), on both engines: marking the sample collected,
 * then the report's upload. Only a real PDF of at most 10 MB is taken (a page or a program named
 * .pdf is refused by its bytes), only by a role with the lab orders area, only once the sample is
 * in; a replaced report's old file is removed after the commit; the patient's message (a link to
 * the code-guarded page, never the file) and the audit entry are written with the report.
 */
// First: a throwaway DATA_DIR for the stored files, before anything imports lib/env.
import { uploadDataDir } from '../helpers/upload-data-dir';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, orders, labReports } from '@/lib/db/schema';
import {
  EARLY_COLLECTION_REFUSED,
  earlyCollectionNote,
  LAB_REPORT_MAX_BYTES,
  REPORT_MESSAGES,
} from '@/lib/lab/order-steps';
import { addDays, indiaToday } from '@/lib/time/india';
import {
  LAB_REPORT_READY_TOPIC,
  LAB_SAMPLE_COLLECTED_TOPIC,
  labReportReady,
} from '@/lib/notifications/lab-messages';
import { SMS_MAX } from '@/lib/notifications/message-layout';
import { performStaffAction, StaffForbiddenError, type StaffAction } from '@/lib/staff/action';
import { STAFF_ACTIONS } from '@/lib/staff/registry';
import type { StaffRole } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import { insertStaffRoles } from '../helpers/staff-users';
import { exeBytes, htmlBytes, pdfBytes, pdfOfPages, pdfPolyglotBytes } from '../helpers/files';
import { pageCount } from '../helpers/pdf-tool';
import {
  insertLabCatalogue,
  insertLabOrder,
  LAB_PATIENT,
  type LabCatalogue,
} from './report-fixtures';

const upload = STAFF_ACTIONS.uploadLabReportAction as unknown as StaffAction;
const collect = STAFF_ACTIONS.markLabSampleCollectedAction as unknown as StaffAction;

const pdfFile = (bytes: Uint8Array, name = 'report.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const storedPath = (key: string) => path.join(uploadDataDir, 'uploads', key);
const storedReports = () => {
  const dir = path.join(uploadDataDir, 'uploads', 'lab-reports');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe.each(engines)('lab reports in the console on %s', (engine) => {
  let t: TestDb;
  let catalogue: LabCatalogue;
  const ids = {} as Record<StaffRole, number>;
  const actor = (role: StaffRole) => ({
    id: ids[role],
    email: `${role}@t.example`,
    name: role,
    role,
  });

  beforeAll(async () => {
    t = await createTestDb(engine);
    catalogue = await insertLabCatalogue(t.db);
    await insertStaffRoles(t.db, ['lab', 'pharmacist', 'front_desk', 'editor'], 't.example', ids);
  }, 180_000);
  afterAll(() => t.drop());

  const run = (action: StaffAction, role: StaffRole, raw: Record<string, unknown>) =>
    performStaffAction(t.db, action, actor(role), raw);
  const statusOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0].status;
  const reportOf = async (id: number) =>
    (await t.db.select().from(labReports).where(eq(labReports.orderId, id)))[0];
  const messagesOf = (id: number) => outboxRows(t.db, { subjectType: 'lab_order', subjectId: id });

  it('marks a sample collected before its booked day only when told it was taken early', async () => {
    const order = await insertLabOrder(t.db, catalogue, { status: 'booked' });
    const booked = addDays(indiaToday(), 1);
    await expect(run(collect, 'lab', { id: order.id })).resolves.toMatchObject({
      ok: false,
      errors: { early: EARLY_COLLECTION_REFUSED(booked) },
    });
    expect(await statusOf(order.id)).toBe('booked');
    expect(await messagesOf(order.id)).toEqual([]);
    await expect(run(collect, 'lab', { id: order.id, early: 'true' })).resolves.toMatchObject({
      ok: true,
    });
    expect(await statusOf(order.id)).toBe('collected');
    expect(earlyCollectionNote(booked, indiaToday())).toContain('The sample was taken earlier');
    expect(earlyCollectionNote(indiaToday(), indiaToday())).toBeNull();
  });

  it('marks a booked order’s sample collected once, audited', async () => {
    // Its day has come: no box to tick.
    const order = await insertLabOrder(t.db, catalogue, {
      status: 'booked',
      collectionDate: indiaToday(),
    });
    await expect(run(collect, 'lab', { id: order.id })).resolves.toMatchObject({ ok: true });
    expect(await statusOf(order.id)).toBe('collected');
    // The patient is texted when to expect the report: the collection plus the longest report
    // time of the order's tests (24 hours for both of the fixture's).
    const [collected] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const reportBy = formatIndiaDateTime(
      new Date(collected.statusChangedAt!.getTime() + 24 * 3_600_000),
    );
    const texts = await messagesOf(order.id);
    expect(texts.map((m) => [m.topic, m.channel, m.recipient, m.bodyText])).toEqual([
      [
        LAB_SAMPLE_COLLECTED_TOPIC,
        'sms',
        LAB_PATIENT.phone,
        `Saithunga Hospital Lab: samples for ${order.reference} collected. Report expected by ${reportBy}; we will text you the link.`,
      ],
    ]);
    expect(texts[0].bodyText.length).toBeLessThanOrEqual(SMS_MAX);
    await expect(run(collect, 'lab', { id: order.id })).resolves.toEqual({
      ok: false,
      message: "This order is at 'Sample collected': it cannot be changed that way",
      errors: { action: "This order is at 'Sample collected': it cannot be changed that way" },
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audit.filter((a) => a.entity === 'lab_order').map((a) => a.action)).toEqual([
      'lab_order.collected',
    ]);
  });

  it('refuses anything but a PDF qpdf can read, whatever its name says, and stores nothing', async () => {
    const order = await insertLabOrder(t.db, catalogue);
    const before = storedReports();
    for (const bytes of [htmlBytes(), exeBytes(), pdfPolyglotBytes()]) {
      await expect(run(upload, 'lab', { id: order.id, file: pdfFile(bytes) })).resolves.toEqual({
        ok: false,
        message: REPORT_MESSAGES.notPdf,
        errors: { file: REPORT_MESSAGES.notPdf },
      });
    }
    // Text posted under the file's name, or no file at all.
    for (const file of ['%PDF-1.4', undefined]) {
      await expect(run(upload, 'lab', { id: order.id, file })).resolves.toMatchObject({
        ok: false,
        errors: { file: REPORT_MESSAGES.required },
      });
    }
    expect(storedReports()).toEqual(before);
    expect(await statusOf(order.id)).toBe('collected');
    expect(await reportOf(order.id)).toBeUndefined();
  });

  it('refuses a report over 10 MB, and takes one of exactly 10 MB', async () => {
    const order = await insertLabOrder(t.db, catalogue);
    const big = pdfFile(pdfBytes(LAB_REPORT_MAX_BYTES + 1));
    await expect(run(upload, 'lab', { id: order.id, file: big })).resolves.toMatchObject({
      ok: false,
      errors: { file: REPORT_MESSAGES.tooBig },
    });
    const most = pdfFile(pdfBytes(LAB_REPORT_MAX_BYTES));
    await expect(run(upload, 'lab', { id: order.id, file: most })).resolves.toMatchObject({
      ok: true,
    });
    // Stored as qpdf rewrote it (without the fixture's padding), and its size as stored.
    const report = await reportOf(order.id);
    expect(report.sizeBytes).toBe(fs.statSync(storedPath(report.fileKey)).size);
  });

  it('lets only the roles with the lab orders area upload, before the file is even read', async () => {
    const order = await insertLabOrder(t.db, catalogue);
    for (const role of ['front_desk', 'editor'] as const) {
      await expect(
        run(upload, role, { id: order.id, file: pdfFile(pdfBytes()) }),
      ).rejects.toBeInstanceOf(StaffForbiddenError);
    }
    await expect(
      run(upload, 'pharmacist', { id: order.id, file: pdfFile(pdfBytes()) }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('takes no report before the sample is collected, nor for a cancelled order', async () => {
    const booked = await insertLabOrder(t.db, catalogue, { status: 'booked' });
    const cancelled = await insertLabOrder(t.db, catalogue, { status: 'cancelled' });
    const before = storedReports();
    await expect(
      run(upload, 'lab', { id: booked.id, file: pdfFile(pdfBytes()) }),
    ).resolves.toMatchObject({
      ok: false,
      errors: { file: 'Mark the sample collected before uploading its report' },
    });
    await expect(
      run(upload, 'lab', { id: cancelled.id, file: pdfFile(pdfBytes()) }),
    ).resolves.toMatchObject({
      ok: false,
      errors: { file: "This order is at 'Cancelled': it cannot be changed that way" },
    });
    await expect(
      run(upload, 'lab', { id: 99_999_999, file: pdfFile(pdfBytes()) }),
    ).resolves.toMatchObject({ ok: false, message: 'This order does not exist' });
    // The files stored before each refusal were removed again.
    expect(storedReports()).toEqual(before);
  });

  it('stores the report outside public/ under a generated key, marks it ready, tells the patient and audits', async () => {
    const order = await insertLabOrder(t.db, catalogue);
    const bytes = pdfBytes(2_000);
    await expect(
      run(upload, 'lab', { id: order.id, file: pdfFile(bytes, '../../etc/passwd.pdf') }),
    ).resolves.toEqual({
      ok: true,
      message: 'Report uploaded. The patient has been told it is ready.',
    });
    expect(await statusOf(order.id)).toBe('report_ready');
    const report = await reportOf(order.id);
    expect(report.fileKey).toMatch(/^lab-reports\/[0-9a-f-]{36}\.pdf$/);
    // What is stored is the rewrite (lib/uploads/pdf-content.ts): the same page, not the upload.
    const stored = new Uint8Array(fs.readFileSync(storedPath(report.fileKey)));
    expect(report).toMatchObject({ sizeBytes: stored.byteLength, uploadedBy: ids.lab });
    expect(stored).not.toEqual(bytes);
    expect(pageCount(stored)).toBe(1);

    const messages = await messagesOf(order.id);
    expect(messages.map((m) => [m.topic, m.channel, m.recipient])).toEqual([
      [LAB_REPORT_READY_TOPIC, 'email', LAB_PATIENT.email],
      [LAB_REPORT_READY_TOPIC, 'sms', LAB_PATIENT.phone],
    ]);
    const link = `/lab-tests/report?reference=${order.reference}`;
    for (const message of messages) {
      expect(message.bodyText).toContain(link);
      expect(message.attachments).toEqual([]);
    }
    expect(messages[0].subject).toBe(`Your lab report for ${order.reference} is ready`);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lab_order'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({ staffId: ids.lab, action: 'lab_order.report_upload' });
    expect(audit.changes).toMatchObject({
      status: { before: 'collected', after: 'report_ready' },
      reportBytes: { before: null, after: stored.byteLength },
    });
  });

  it('replaces a report: the new file is served, the old one removed after the commit, the patient told again', async () => {
    const order = await insertLabOrder(t.db, catalogue);
    await run(upload, 'lab', { id: order.id, file: pdfFile(pdfOfPages(1)) });
    const first = await reportOf(order.id);
    await expect(
      run(upload, 'pharmacist', { id: order.id, file: pdfFile(pdfOfPages(2)) }),
    ).resolves.toMatchObject({ ok: true, message: expect.stringMatching(/^Report replaced\./) });
    const second = await reportOf(order.id);
    const stored = fs.readFileSync(storedPath(second.fileKey));
    expect(second).toMatchObject({
      id: first.id,
      sizeBytes: stored.byteLength,
      uploadedBy: ids.pharmacist,
    });
    expect(second.fileKey).not.toBe(first.fileKey);
    expect(fs.existsSync(storedPath(first.fileKey))).toBe(false);
    expect(pageCount(stored)).toBe(2);
    expect(await statusOf(order.id)).toBe('report_ready');
    expect(await messagesOf(order.id)).toHaveLength(4);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lab_order'), eq(auditLog.entityId, String(order.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      'lab_order.report_upload',
      'lab_order.report_replace',
    ]);
  });
});

describe('the report-ready message', () => {
  it('fits one SMS with the site’s address and carries no file', () => {
    const drafts = labReportReady({
      reference: 'SLB-ABCDEFGHJK',
      name: '<script>alert(1)</script>',
      email: 'asha@example.com',
      phone: '9876543210',
      reportUrl: 'https://www.saithungahospital.com/lab-tests/report?reference=SLB-ABCDEFGHJK',
    });
    const sms = drafts.find((d) => d.channel === 'sms')!;
    expect(sms.text.length).toBeLessThanOrEqual(SMS_MAX);
    expect(sms.text).toContain('Your lab report for SLB-ABCDEFGHJK is ready');
    const mail = drafts.find((d) => d.channel === 'email')!;
    expect(mail.html).not.toContain('<script>');
    expect(drafts.every((d) => !d.attachments)).toBe(true);
  });
});
