/**
 * Issue 48, finding 3, on both engines: a resume (POST /api/carrer/create_carrerform) or a
 * prescription (POST /api/pharmacy/prescriptions) PDF with `<img onerror>` after its header, HTML
 * in a stream declaring /FlateDecode, or an /OpenAction script was stored as sent. Now each is
 * refused or stored only as qpdf's rewrite without the script, at those two endpoints and at the
 * lab report upload; a clean PDF keeps its pages; without qpdf nothing is stored (503); and every
 * route that serves an uploaded file sends it sandboxed and unsniffed, inline only for the
 * pharmacist's prescription and the patient's report.
 */
// First: a throwaway DATA_DIR for the stored files, before anything imports lib/env.
import { uploadDataDir as dataDir } from '../helpers/upload-data-dir';
import { appDbMock, useAppDb } from '../helpers/app-db';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CAREER_MESSAGES } from '@/lib/careers/schema';
import {
  jobApplications,
  labReports,
  outboxMessages,
  orders,
  prescriptionFiles,
} from '@/lib/db/schema';
import { REPORT_MESSAGES } from '@/lib/lab/order-steps';
import { outboxDir, outboxFileName } from '@/lib/notifications/channels';
import { PRESCRIPTION_MESSAGES } from '@/lib/pharmacy/prescription-rules';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';
import { performStaffAction, type StaffAction } from '@/lib/staff/action';
import { STAFF_ACTIONS } from '@/lib/staff/registry';
import type { StaffActor } from '@/lib/staff/sessions';
import { PDF_ACTIVE_CONTENT } from '@/lib/uploads/pdf-content';
import { LOCKED_FILE_CSP } from '@/lib/uploads/served-file';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { insertJob, NURSE_JOB } from '../helpers/content-fixtures';
import { insertStaffUser } from '../helpers/staff-users';
import { pageScriptedPdfs, pdfBytes, pdfOfPages, scriptedPdfs } from '../helpers/files';
import { pageCount, passesQpdfCheck, scriptMarksIn } from '../helpers/pdf-tool';
import { insertLabCatalogue, insertLabOrder, type LabCatalogue } from '../lab/report-fixtures';

jest.mock('@/lib/db', () => appDbMock());
// The console's routes ask who is signed in; here, always the admin the tests insert.
let signedIn: StaffActor | null = null;
jest.mock('@/lib/staff/current', () => ({
  getStaff: async () => signedIn,
  requireStaff: async () => signedIn,
}));

const uploads = path.join(dataDir, 'uploads');
const upload = STAFF_ACTIONS.uploadLabReportAction as unknown as StaffAction;
const FLATE = 'HTML in a stream that declares /FlateDecode';
const AA = "a page's /AA script";

type Params<T> = { params: Promise<T> };
type Route<T> = (request: Request, context: Params<T>) => Promise<Response>;

let peers = 0;
/** A new client address per request, so the upload limits never refuse a test's own posts. */
const peer = () => ({ host: 'localhost:3000', [PEER_HEADER]: `203.0.113.${++peers % 250}` });
const get = () => new Request('http://localhost:3000/x', { headers: peer() });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const readStored = (key: string) => new Uint8Array(fs.readFileSync(path.join(uploads, key)));

describe.each(engines)('uploaded PDFs on %s', (engine) => {
  let t: TestDb;
  let catalogue: LabCatalogue;
  let admin: StaffActor;
  let jobId: number;
  let apply: (request: Request) => Promise<Response>;
  let prescribe: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    useAppDb(t.db);
    catalogue = await insertLabCatalogue(t.db);
    const user = { email: 'admin@t.example', name: 'Admin', role: 'admin' } as const;
    admin = { id: await insertStaffUser(t.db, user), ...user } as StaffActor;
    fs.mkdirSync(path.join(uploads, 'jobs'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'jobs', 'nurse.pdf'), pdfBytes());
    const job = await insertJob(t.db, 'Nursing', {
      ...NURSE_JOB,
      attachmentPath: 'jobs/nurse.pdf',
      attachmentName: 'Staff Nurse details.pdf',
    });
    jobId = job.id;
    apply = (await import('@/app/api/carrer/create_carrerform/route')).POST;
    prescribe = (await import('@/app/api/pharmacy/prescriptions/route')).POST;
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  const postResume = async (bytes: Uint8Array) => {
    const form = new FormData();
    const fields = { name: 'Ravi Kumar', email: 'ravi@example.com', phone_number: '9876543210' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('job_title', 'Staff Nurse');
    form.append('job_id', String(jobId));
    form.append('resume_pdf', new File([new Uint8Array(bytes)], 'cv.pdf'));
    const res = await apply(
      new Request('http://localhost:3000/api/carrer/create_carrerform', {
        method: 'POST',
        headers: peer(),
        body: form,
      }),
    );
    const body = await res.json();
    if (res.status !== 200) return { status: res.status, body, stored: null };
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, Number(body.data._id)));
    return { status: res.status, body, stored: readStored(row.resumeKey), id: row.id };
  };

  const postPrescription = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'prescription.pdf'));
    const res = await prescribe(
      new Request('http://localhost:3000/api/pharmacy/prescriptions', {
        method: 'POST',
        headers: peer(),
        body: form,
      }),
    );
    const body = await res.json();
    if (res.status !== 201) return { status: res.status, body, stored: null };
    const [row] = await t.db
      .select()
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.token, body.data.prescription_id));
    expect(body.data.size).toBe(row.sizeBytes);
    return { status: res.status, body, stored: readStored(row.storageKey), id: row.id };
  };

  const uploadReport = async (bytes: Uint8Array) => {
    const order = await insertLabOrder(t.db, catalogue);
    const file = new File([new Uint8Array(bytes)], 'report.pdf', { type: 'application/pdf' });
    const state = await performStaffAction(t.db, upload, admin, { id: order.id, file });
    const [report] = await t.db.select().from(labReports).where(eq(labReports.orderId, order.id));
    return { state, stored: report ? readStored(report.fileKey) : null, order };
  };

  describe("the finding's three PDFs", () => {
    const inert = ['an <img onerror> after the header', 'an /OpenAction that runs JavaScript'];

    it.each(inert)('a resume with %s is stored only as a rewrite without it', async (name) => {
      const upload = scriptedPdfs()[name];
      expect(scriptMarksIn(upload)).not.toEqual([]);
      const answer = await postResume(upload);
      expect(answer.status).toBe(200);
      expect(answer.stored).not.toEqual(upload);
      expect(scriptMarksIn(answer.stored!)).toEqual([]);
      expect(pageCount(answer.stored!)).toBe(1);
    });

    it.each(inert)(
      'a prescription with %s is stored only as a rewrite without it',
      async (name) => {
        const answer = await postPrescription(scriptedPdfs()[name]);
        expect(answer.status).toBe(201);
        expect(scriptMarksIn(answer.stored!)).toEqual([]);
        expect(pageCount(answer.stored!)).toBe(1);
      },
    );

    it.each(inert)('a lab report with %s is stored only as a rewrite without it', async (name) => {
      const answer = await uploadReport(scriptedPdfs()[name]);
      expect(answer.state).toMatchObject({ ok: true });
      expect(scriptMarksIn(answer.stored!)).toEqual([]);
    });

    it('refuses HTML in a stream that declares /FlateDecode at all three, storing nothing', async () => {
      const pdf = scriptedPdfs()[FLATE];
      const resumes = (await t.db.select().from(jobApplications)).length;
      const resume = await postResume(pdf);
      expect(resume).toMatchObject({
        status: 400,
        body: { code: 'invalid_input', errors: { resume_pdf: CAREER_MESSAGES.resumeContent } },
      });
      expect((await t.db.select().from(jobApplications)).length).toBe(resumes);
      const prescription = await postPrescription(pdf);
      expect(prescription).toMatchObject({
        status: 400,
        body: { code: 'invalid_input', errors: { file: PRESCRIPTION_MESSAGES.fileType } },
      });
      const report = await uploadReport(pdf);
      expect(report.state).toEqual({
        ok: false,
        message: REPORT_MESSAGES.notPdf,
        errors: { file: REPORT_MESSAGES.notPdf },
      });
      expect(report.stored).toBeNull();
    });

    it('refuses a script the rewrite keeps on the page at all three, with what to do', async () => {
      const pdf = pageScriptedPdfs()[AA];
      expect((await postResume(pdf)).body).toMatchObject({
        code: 'invalid_input',
        message: PDF_ACTIVE_CONTENT,
        errors: { resume_pdf: PDF_ACTIVE_CONTENT },
      });
      expect((await postPrescription(pdf)).body).toMatchObject({
        errors: { file: PDF_ACTIVE_CONTENT },
      });
      expect((await uploadReport(pdf)).state).toMatchObject({
        ok: false,
        errors: { file: PDF_ACTIVE_CONTENT },
      });
    });
  });

  describe('a clean PDF', () => {
    it('is taken at all three and stored as a valid PDF with the same pages', async () => {
      const pdf = pdfOfPages(3);
      const stored = [
        (await postResume(pdf)).stored,
        (await postPrescription(pdf)).stored,
        (await uploadReport(pdf)).stored,
      ];
      for (const bytes of stored) {
        expect(bytes).not.toBeNull();
        expect(passesQpdfCheck(bytes!)).toBe(true);
        expect(pageCount(bytes!)).toBe(3);
      }
    });
  });

  describe('without qpdf', () => {
    const realPath = process.env.PATH;
    afterEach(() => {
      process.env.PATH = realPath;
    });

    it('refuses a PDF with 503 pdf_check_unavailable in the one error shape, storing nothing', async () => {
      process.env.PATH = path.join(dataDir, 'no-programs-here');
      const files = (await t.db.select().from(prescriptionFiles)).length;
      for (const answer of [await postPrescription(pdfBytes()), await postResume(pdfBytes())]) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          code: 'pdf_check_unavailable',
          message: expect.stringMatching(/^PDF files cannot be accepted right now/),
          requestId: expect.any(String),
        });
      }
      expect((await t.db.select().from(prescriptionFiles)).length).toBe(files);
      await expect(uploadReport(pdfBytes())).rejects.toMatchObject({ status: 503 });
    });
  });

  describe('serving what was uploaded', () => {
    beforeAll(() => {
      signedIn = admin;
    });
    afterAll(() => {
      signedIn = null;
    });

    const SANDBOXED = { 'x-content-type-options': 'nosniff' };
    const expectLocked = (res: Response, disposition: RegExp) => {
      expect(res.status).toBe(200);
      expect(Object.fromEntries(res.headers)).toMatchObject({
        ...SANDBOXED,
        'content-security-policy': LOCKED_FILE_CSP,
      });
      expect(LOCKED_FILE_CSP).toMatch(/default-src 'none'/);
      expect(LOCKED_FILE_CSP).toMatch(/(^|; )sandbox($|;)/);
      expect(res.headers.get('content-disposition')).toMatch(disposition);
    };

    it('sends a resume as a sandboxed download', async () => {
      const { id } = await postResume(pdfBytes());
      const { GET } = await import('@/app/staff/(console)/applications/[id]/resume/route');
      expectLocked(await GET(get(), params({ id: String(id) })), /^attachment; filename="resume-/);
    });

    it('sends a prescription PDF inline to the pharmacist, sandboxed, and a photo locked down', async () => {
      const [order] = await t.db
        .insert(orders)
        .values({
          kind: 'pharmacy',
          status: 'placed',
          reference: `SPH-PDF-${engine}`,
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '9876543210',
          pincode: '600001',
          address: '1 Beach Road',
          expectedDate: '01/01/2027',
          expectedTime: '10:00 am',
          subtotalPaise: 10_000,
          totalPaise: 10_000,
        })
        .returning();
      const { id } = await postPrescription(pdfBytes());
      const photo = new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      );
      const { id: photoId } = await postPrescription(photo);
      await t.db.update(prescriptionFiles).set({ pharmacyOrderId: order.id });
      const route: Route<{ id: string; fileId: string }> = (
        await import('@/app/staff/(console)/orders/[id]/prescriptions/[fileId]/route')
      ).GET;
      const pdf = await route(get(), params({ id: String(order.id), fileId: String(id) }));
      expect(pdf.status).toBe(200);
      expect(Object.fromEntries(pdf.headers)).toMatchObject({
        ...SANDBOXED,
        'content-type': 'application/pdf',
        'content-security-policy': 'sandbox',
        'content-disposition': expect.stringMatching(/^inline; filename="prescription-\d+\.pdf"/),
      });
      expectLocked(
        await route(get(), params({ id: String(order.id), fileId: String(photoId) })),
        /^inline; filename="prescription-\d+\.jpeg"/,
      );
    });

    it("sends a lab report as a download in the console (the patient's page opens it inline)", async () => {
      const { order } = await uploadReport(pdfBytes());
      const { GET } = await import('@/app/staff/(console)/lab-orders/[id]/report/route');
      expectLocked(
        await GET(get(), params({ id: String(order.id) })),
        new RegExp(`^attachment; filename="${order.reference}\\.pdf"`),
      );
    });

    it('sends an outbox message as a sandboxed download', async () => {
      const [message] = await t.db.select().from(outboxMessages).limit(1);
      const name = outboxFileName(message, message.channel === 'email' ? 'eml' : 'sms.txt');
      fs.mkdirSync(outboxDir(), { recursive: true });
      fs.writeFileSync(path.join(outboxDir(), name), '<html><script>alert(1)</script>');
      const { GET } = await import('@/app/staff/(console)/outbox/[id]/file/route');
      expectLocked(await GET(get(), params({ id: String(message.id) })), /^attachment; /);
    });

    it("sends a job's attachment as a sandboxed download", async () => {
      const { GET } = await import('@/app/api/carrer/download/[jobId]/route');
      expectLocked(
        await GET(get(), params({ jobId: String(jobId) })),
        /^attachment; filename="Staff Nurse details\.pdf"/,
      );
    });

    it('sends a console image sandboxed, shown inline by the pages', async () => {
      const name = '0b8e4a52-5f57-4c1a-9f39-2a4a8b1c0d11.webp';
      fs.mkdirSync(path.join(uploads, 'doctor-photos'), { recursive: true });
      const webp = await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#fff' },
      })
        .webp()
        .toBuffer();
      fs.writeFileSync(path.join(uploads, 'doctor-photos', name), webp);
      const { GET } = await import('@/app/media/[folder]/[file]/route');
      expectLocked(await GET(get(), params({ folder: 'doctor-photos', file: name })), /^inline$/);
    });
  });
});
