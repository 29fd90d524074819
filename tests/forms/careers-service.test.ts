/**
 * The careers service on its own: a failed insert leaves no resume behind, and the service
 * refuses bytes that are no resume even when a caller skipped the schema.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jobApplications } from '@/lib/db/schema';
import { submitJobApplication } from '@/lib/careers/writes';
import { diskStorage } from '@/lib/storage';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { insertJob } from '../helpers/content-fixtures';
import { exeBytes, pdfBytes } from '../helpers/files';

describe.each(engines)('submitJobApplication on %s', (engine) => {
  let t: TestDb;
  let jobId: number;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'saithunga-storage-'));
  const storage = diskStorage(root);
  const files = () =>
    fs.existsSync(path.join(root, 'resumes')) ? fs.readdirSync(path.join(root, 'resumes')) : [];

  beforeAll(async () => {
    t = await createTestDb(engine);
    const job = await insertJob(t.db, 'Medical', {
      title: 'Consultant Cardiologist',
      qualification: 'DM',
      experience: '5 years',
      vacancy: 1,
      salary: 'Negotiable',
      responsibilities: 'OPD and cath lab',
    });
    jobId = job.id;
  });
  afterAll(async () => {
    await t.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const input = (resume: Uint8Array, name = 'Dr. Iyer') => ({
    jobId,
    name,
    email: 'iyer@example.com',
    phone: '9876543210',
    resume,
    resumeName: 'cv.pdf',
  });

  it('removes the stored resume when the row cannot be written', async () => {
    // A constraint that refuses this one name stands in for any database failure.
    await t.exec(
      `alter table job_applications add constraint test_refuse check (name <> 'REFUSE ME')`,
    );
    try {
      await expect(
        submitJobApplication(t.db, storage, input(pdfBytes(), 'REFUSE ME')),
      ).rejects.toThrow();
      expect(files()).toEqual([]);
      expect(await t.db.select().from(jobApplications)).toHaveLength(0);
    } finally {
      await t.exec('alter table job_applications drop constraint test_refuse');
    }
    const stored = await submitJobApplication(t.db, storage, input(pdfBytes()));
    expect(stored.id).toBeGreaterThan(0);
    expect(files()).toHaveLength(1);
  });

  it('refuses bytes that are no resume, whoever calls it', async () => {
    const before = files().length;
    await expect(submitJobApplication(t.db, storage, input(exeBytes()))).rejects.toMatchObject({
      status: 400,
      errors: { resume_pdf: 'Resume file is not a valid .pdf, .doc or .docx document' },
    });
    expect(files()).toHaveLength(before);
  });

  it('never writes outside its root', async () => {
    await expect(storage.put('../escape', pdfBytes(), 'pdf')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('resumes', pdfBytes(), 'pdf/../../x')).rejects.toThrow(/Unsafe/);
    expect(await storage.open('../../etc/passwd')).toBeNull();
  });
});
