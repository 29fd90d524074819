/**
 * The job application endpoint (multipart with resume_pdf) and the attachment download, called
 * directly against real databases, with uploads in a throwaway DATA_DIR.
 */
// First: sets DATA_DIR before anything imports lib/env.
import { uploadDataDir as dataDir } from '../helpers/upload-data-dir';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CAREER_MESSAGES } from '@/lib/careers/schema';
import { jobApplications, jobCategories, jobs } from '@/lib/db/schema';
import { appDbForFile, appDbMock } from '../helpers/app-db';
import { engines } from '../helpers/db';
import { EMPTY_APPLICATION_ERRORS } from '../helpers/form-messages';
import {
  docBytes,
  docxBytes,
  docxBytesWithout,
  exeBytes,
  htmlBytes,
  pdfBytes,
  pdfPolyglotBytes,
  plainZipBytes,
  wellFormedPdfPolyglotBytes,
} from '../helpers/files';

jest.mock('@/lib/db', () => appDbMock());

const resumesDir = path.join(dataDir, 'uploads', 'resumes');

type Route = (r: Request) => Promise<Response>;

function application(
  fields: Record<string, string>,
  resume?: { bytes: Uint8Array<ArrayBuffer>; name: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (resume) form.append('resume_pdf', new File([resume.bytes], resume.name));
  return new Request('http://localhost:3000/api/carrer/create_carrerform', {
    method: 'POST',
    headers: { host: 'localhost:3000', ...headers },
    body: form,
  });
}

/** The field errors of a refusal, after checking it is a 400 in the API's one error shape. */
async function fieldErrorsOf(res: Response): Promise<unknown> {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ code: 'invalid_input', message: expect.any(String) });
  return body.errors;
}

function storedResumes(): string[] {
  return fs.existsSync(resumesDir) ? fs.readdirSync(resumesDir) : [];
}

describe.each(engines)('careers endpoints on %s', (engine) => {
  const t = appDbForFile(engine);
  let apply: Route;
  let download: (r: Request, c: { params: Promise<{ jobId: string }> }) => Promise<Response>;
  let jobId: number;
  let bareJobId: number;
  let fields: Record<string, string>;

  beforeAll(async () => {
    const [category] = await t.db.insert(jobCategories).values({ name: 'Nursing' }).returning();
    const base = {
      categoryId: category.id,
      qualification: 'B.Sc',
      experience: '2 years',
      vacancy: 3,
      salary: 'As per norms',
      responsibilities: 'Care',
    };
    fs.mkdirSync(path.join(dataDir, 'uploads', 'jobs'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'jobs', 'nurse.pdf'), pdfBytes());
    const [job] = await t.db
      .insert(jobs)
      .values({
        ...base,
        title: 'Staff Nurse',
        attachmentPath: 'jobs/nurse.pdf',
        attachmentName: 'Staff Nurse – details.pdf',
      })
      .returning();
    const [bare] = await t.db
      .insert(jobs)
      .values({ ...base, title: 'Ward Assistant' })
      .returning();
    jobId = job.id;
    bareJobId = bare.id;
    fields = {
      name: 'Ravi <img src=x onerror=alert(1)>',
      email: 'ravi@example.com',
      phone_number: '9876543210',
      job_title: 'Staff Nurse',
      job_id: String(jobId),
    };
    apply = (await import('@/app/api/carrer/create_carrerform/route')).POST;
    download = (await import('@/app/api/carrer/download/[jobId]/route')).GET;
  });
  beforeEach(async () => {
    await t.db.delete(jobApplications);
    fs.rmSync(resumesDir, { recursive: true, force: true });
  });

  const rows = () => t.db.select().from(jobApplications);

  it.each([
    ['cv.pdf', pdfBytes(), 'application/pdf', '.pdf'],
    ['CV.DOC', docBytes(), 'application/msword', '.doc'],
    [
      'my resume.docx',
      docxBytes(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.docx',
    ],
  ])('stores %s under a generated name', async (name, bytes, type, ext) => {
    const res = await apply(application(fields, { bytes, name }));
    expect(res.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({
      jobId,
      jobTitle: 'Staff Nurse',
      name: fields.name,
      phone: '9876543210',
      resumeType: type,
    });
    expect(row.resumeKey).toMatch(new RegExp(`^resumes/[0-9a-f-]{36}\\${ext}$`));
    expect(row.resumeKey).not.toContain(name);
    const files = storedResumes();
    expect(files).toEqual([path.basename(row.resumeKey)]);
    const stored = new Uint8Array(fs.readFileSync(path.join(dataDir, 'uploads', row.resumeKey)));
    // A Word file is kept as sent; a PDF as qpdf rewrote it (lib/uploads/pdf-content.ts).
    if (ext === '.pdf') expect(Buffer.from(stored).toString('latin1')).toMatch(/^%PDF-1\.\d/);
    else expect(stored).toEqual(bytes);
  });

  it('stores a well-formed PDF carrying an HTML page only as rewritten, without the page', async () => {
    const res = await apply(
      application(fields, { bytes: wellFormedPdfPolyglotBytes(), name: 'cv.pdf' }),
    );
    expect(res.status).toBe(200);
    const [row] = await rows();
    const stored = fs.readFileSync(path.join(dataDir, 'uploads', row.resumeKey)).toString('latin1');
    expect(stored).toMatch(/^%PDF-/);
    expect(stored).not.toMatch(/<html|<script|document\.cookie/i);
  });

  const notADocument = 'Resume file is not a valid .pdf, .doc or .docx document';

  it.each([
    ['a PDF polyglot (%PDF, then an HTML page)', pdfPolyglotBytes(), 'resume.pdf', notADocument],
    ['an HTML page renamed .pdf', htmlBytes(), 'resume.pdf', notADocument],
    ['a renamed .exe as resume.pdf', exeBytes(), 'resume.pdf', notADocument],
    ['a renamed .exe as resume.doc', exeBytes(), 'resume.doc', notADocument],
    ['a plain zip renamed .docx', plainZipBytes(), 'resume.docx', notADocument],
    [
      'a .docx without its document',
      docxBytesWithout('word/document.xml'),
      'cv.docx',
      notADocument,
    ],
    ['a real PDF named .docx', pdfBytes(), 'cv.docx', notADocument],
    ['a real .docx named .doc', docxBytes(), 'cv.doc', notADocument],
    ['an .exe by name', pdfBytes(), 'resume.exe', 'Resume must be a .pdf, .doc or .docx file'],
  ])('refuses %s with 400 and stores nothing', async (_label, bytes, name, message) => {
    const res = await apply(application(fields, { bytes, name }));
    expect(await fieldErrorsOf(res)).toEqual({ resume_pdf: message });
    expect(await rows()).toHaveLength(0);
    expect(storedResumes()).toEqual([]);
  });

  it('refuses a 6 MB file with 413 and a file just over 5 MB with 400', async () => {
    const six = await apply(
      application(fields, { bytes: pdfBytes(6 * 1024 * 1024), name: 'cv.pdf' }),
    );
    expect(six.status).toBe(413);
    const justOver = await apply(
      application(fields, { bytes: pdfBytes(5 * 1024 * 1024 + 1), name: 'cv.pdf' }),
    );
    expect(await fieldErrorsOf(justOver)).toEqual({ resume_pdf: 'Resume must be at most 5 MB' });
    expect(await rows()).toHaveLength(0);
    expect(storedResumes()).toEqual([]);
  });

  it('names each bad field: missing resume, phone rules, unknown job', async () => {
    const missing = await apply(application({}));
    expect(await fieldErrorsOf(missing)).toEqual(EMPTY_APPLICATION_ERRORS);
    for (const [phone, message] of [
      ['98765432101234567', 'Phone number must be at most 15 digits'],
      ['98765abc10', 'Phone number must contain only digits'],
    ]) {
      const res = await apply(
        application({ ...fields, phone_number: phone }, { bytes: pdfBytes(), name: 'cv.pdf' }),
      );
      expect(await fieldErrorsOf(res)).toEqual({ phone_number: message });
    }
    const unknown = await apply(
      application({ ...fields, job_id: '999999' }, { bytes: pdfBytes(), name: 'cv.pdf' }),
    );
    expect(await fieldErrorsOf(unknown)).toEqual({ job_id: 'This job is no longer open' });
    expect(await rows()).toHaveLength(0);
    expect(storedResumes()).toEqual([]);
  });

  it('refuses a cross-site application and a JSON body', async () => {
    const req = application(fields, { bytes: pdfBytes(), name: 'cv.pdf' });
    const forged = new Request(req, {
      headers: { ...Object.fromEntries(req.headers), origin: 'https://evil.example' },
    });
    expect((await apply(forged)).status).toBe(403);
    const json = new Request('http://localhost:3000/api/carrer/create_carrerform', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect((await apply(json)).status).toBe(415);
    expect(await rows()).toHaveLength(0);
  });

  it('stores at most 10 applications an hour from one client; a refused file does not count', async () => {
    const from = { 'x-forwarded-for': `10.60.${engine.length}.7` };
    const send = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
      apply(application(fields, { bytes, name }, from));
    for (let i = 0; i < 3; i += 1) expect((await send(htmlBytes(), 'cv.pdf')).status).toBe(400);
    for (let i = 0; i < 10; i += 1) expect((await send(pdfBytes(), 'cv.pdf')).status).toBe(200);
    const refused = await send(pdfBytes(), 'cv.pdf');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: 'rate_limited',
      message: CAREER_MESSAGES.tooMany,
    });
    expect(await rows()).toHaveLength(10);
    expect(storedResumes()).toHaveLength(10);
    // Another client is not held back.
    const other = apply(
      application(
        fields,
        { bytes: pdfBytes(), name: 'cv.pdf' },
        { 'x-forwarded-for': '10.61.0.1' },
      ),
    );
    expect((await other).status).toBe(200);
  });

  it('streams a job attachment with its name, and 404s when there is none', async () => {
    const res = await download(new Request('http://localhost/x'), {
      params: Promise.resolve({ jobId: String(jobId) }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Staff Nurse _ details.pdf"; filename*=UTF-8''${encodeURIComponent('Staff Nurse – details.pdf')}`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes());
    for (const id of [String(bareJobId), '999999', '..%2F..%2Fetc', '0']) {
      const none = await download(new Request('http://localhost/x'), {
        params: Promise.resolve({ jobId: id }),
      });
      expect(none.status).toBe(404);
    }
    // A vacancy withdrawn from the careers page takes its file with it.
    await t.db.update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, jobId));
    try {
      const closed = await download(new Request('http://localhost/x'), {
        params: Promise.resolve({ jobId: String(jobId) }),
      });
      expect(closed.status).toBe(404);
    } finally {
      await t.db.update(jobs).set({ closedAt: null }).where(eq(jobs.id, jobId));
    }
  });
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});
