/**
 * The patient's side of a lab report (issue 17), on both engines: the reference, the phone and
 * the one-time code open the order (a wrong phone or code gets the one refusal of issue 16), the
 * page's view of it, and the download route, which answers only the browser whose access cookie
 * opens that very order: no cookie, a stale or forged one, or another order's is 403; an order
 * without a report is 404; the report itself comes as the PDF stored (qpdf's rewrite of the upload),
 * shown inline in a sandbox, and nobody caches it.
 */
// First: a throwaway DATA_DIR for the stored files, before anything imports lib/env.
import { uploadDataDir } from '../helpers/upload-data-dir';
import { appDbMock, useAppDb } from '../helpers/app-db';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
// Below app-db: the route imports @/lib/db, whose mock (jest.mock below) is built from it.
import { GET } from '@/app/(site)/lab-tests/report/file/route';
import { InvalidInputError } from '@/lib/api/errors';
import { labReports } from '@/lib/db/schema';
import { closeLimits } from '@/lib/security/limits';
import {
  ACCESS_MESSAGES,
  recordForToken,
  requestAccessCode,
  verifyAccessCode,
} from '@/lib/self-service/access';
import { SELF_SERVICE } from '@/lib/self-service/guard';
import {
  findLabOrderHolder,
  labReportFileHref,
  readPatientLabOrder,
} from '@/lib/self-service/lab-order';
import { apiError } from '../helpers/api-error';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import { runStaffAction } from '../helpers/staff-actions';
import type { StaffActor } from '@/lib/staff/sessions';
import { insertStaffActor } from '../helpers/staff-users';
import { pdfBytes } from '../helpers/files';
import {
  insertLabCatalogue,
  insertLabOrder,
  LAB_PATIENT,
  type LabCatalogue,
  type LabOrderRow,
} from './report-fixtures';

jest.mock('@/lib/db', () => appDbMock());

let clients = 0;
/** A fresh client address per call, so one test's limits never refuse another's. */
const client = () => `198.51.100.${++clients % 250}-${clients}`;

describe.each(engines)('the lab report page on %s', (engine) => {
  let t: TestDb;
  let catalogue: LabCatalogue;
  let lab: StaffActor;

  beforeAll(async () => {
    t = await createTestDb(engine);
    useAppDb(t.db);
    catalogue = await insertLabCatalogue(t.db);
    lab = await insertStaffActor(t.db, { email: 'lab@t.example', name: 'Lab', role: 'lab' });
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await closeLimits();
    await t.drop();
  });

  const ask = (reference: string, phone: string, code: string) =>
    requestAccessCode(
      t.db,
      'lab_order',
      findLabOrderHolder,
      { reference, phone, client: client() },
      new Date(),
      code,
    );
  const verify = (reference: string, phone: string, code: string) =>
    verifyAccessCode(t.db, 'lab_order', findLabOrderHolder, {
      reference,
      phone,
      code,
      client: client(),
    });
  const codeMessages = (id: number) =>
    outboxRows(t.db, { topic: 'access.code', subjectType: 'lab_order', subjectId: id });
  /** The access token a right code opens for `order`. */
  const grant = async (order: LabOrderRow) => {
    await ask(order.reference, LAB_PATIENT.phone, '135790');
    return (await verify(order.reference, LAB_PATIENT.phone, '135790')).token;
  };
  const withReport = async (bytes = pdfBytes(1_200)) => {
    const order = await insertLabOrder(t.db, catalogue);
    const file = new File([bytes], 'report.pdf', { type: 'application/pdf' });
    const uploaded = await runStaffAction(t.db, 'uploadLabReportAction', lab, {
      id: order.id,
      file,
    });
    expect(uploaded).toMatchObject({ ok: true });
    return order;
  };
  const download = (reference: string | null, token?: string) =>
    GET(
      new NextRequest(
        `http://localhost${reference ? labReportFileHref(reference) : '/lab-tests/report/file'}`,
        token ? { headers: { cookie: `${SELF_SERVICE.lab_order.cookie}=${token}` } } : {},
      ),
    );

  it('sends a code only for the order’s reference and phone, and gives a wrong phone or code one refusal', async () => {
    const order = await insertLabOrder(t.db, catalogue);
    await ask(order.reference, '9000000000', '111111');
    expect(await codeMessages(order.id)).toHaveLength(0);
    await ask(order.reference, LAB_PATIENT.phone, '246810');
    const sent = await codeMessages(order.id);
    expect(sent.map((m) => `${m.channel} ${m.recipient}`)).toEqual([
      `sms ${LAB_PATIENT.phone}`,
      `email ${LAB_PATIENT.email}`,
    ]);
    expect(sent[1].subject).toBe(`Your code for lab booking ${order.reference}: 246810`);

    for (const [phone, code] of [
      [LAB_PATIENT.phone, '000000'],
      ['9000000000', '246810'],
    ]) {
      const refused = await verify(order.reference, phone, code).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(InvalidInputError);
      expect((refused as InvalidInputError).errors).toEqual({ code: ACCESS_MESSAGES.badCode });
    }
    const { token, subjectId } = await verify(order.reference, LAB_PATIENT.phone, '246810');
    expect(subjectId).toBe(order.id);
    expect(await recordForToken(t.db, 'lab_order', token)).toBe(order.id);
    // A lab order's token opens nothing on the other self-service pages.
    expect(await recordForToken(t.db, 'pharmacy_order', token)).toBeNull();
  });

  it('shows the patient the collection, patients, tests and status, with the report once uploaded', async () => {
    const booked = await insertLabOrder(t.db, catalogue, { status: 'booked' });
    expect(await readPatientLabOrder(t.db, booked.id)).toMatchObject({
      reference: booked.reference,
      status: 'booked',
      statusLabel: 'Collection booked',
      collection: expect.stringMatching(/^\d{2} \w+ \d{4}, 07:00 AM - 07:30 AM$/),
      address: expect.stringMatching(/Koramangala, Bangalore, 560034$/),
      patients: [
        { name: 'Asha Rao', age: 42, gender: 'Female' },
        { name: 'Ravi Rao', age: 45, gender: 'Male' },
      ],
      tests: [
        { name: 'Complete Blood Count', quantity: 2 },
        { name: 'Thyroid Profile', quantity: 1 },
      ],
      totalPaise: 129_700,
      report: null,
    });
    const ready = await withReport();
    expect(await readPatientLabOrder(t.db, ready.id)).toMatchObject({
      statusLabel: 'Report ready',
      // The size stored: the rewritten PDF's (lib/uploads/pdf-content.ts), not the upload's.
      report: { sizeBytes: expect.any(Number), uploadedAt: expect.any(Date) },
    });
  });

  it('shows the report, the very bytes stored, inline in a sandbox that nobody caches', async () => {
    const order = await withReport(pdfBytes(1_300));
    const [report] = await t.db.select().from(labReports).where(eq(labReports.orderId, order.id));
    const stored = new Uint8Array(
      fs.readFileSync(path.join(uploadDataDir, 'uploads', report.fileKey)),
    );
    const res = await download(order.reference, await grant(order));
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(
        new RegExp(`^inline; filename="${order.reference}\\.pdf"`),
      ),
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(stored.byteLength),
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(stored);
  });

  it('refuses without the cookie, with a forged one, and with another order’s', async () => {
    const order = await withReport();
    const other = await withReport();
    const otherToken = await grant(other);
    for (const res of [
      await download(order.reference),
      await download(order.reference, 'A'.repeat(43)),
      await download(order.reference, otherToken),
      await download(null, otherToken),
    ]) {
      expect(res.status).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual(apiError({ code: 'access_required' }));
    }
  });

  it('answers 404 for an order without a report yet', async () => {
    const order = await insertLabOrder(t.db, catalogue);
    const res = await download(order.reference, await grant(order));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(
      apiError({ code: 'not_found', message: 'This booking has no report yet.' }),
    );
  });
});
