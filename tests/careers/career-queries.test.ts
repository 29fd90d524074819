import { attachmentOf, queryJobCategories, queryJobs } from '@/lib/careers/queries';
import { toApiJob } from '@/lib/careers/api-shape';
import * as s from '@/lib/db/schema';
import { createTestDb, engines, type TestDb } from '../helpers/db';

describe('attachmentOf', () => {
  it('links every attachment through the download route, never its storage path', () => {
    expect(attachmentOf(3, null, null)).toBeNull();
    expect(attachmentOf(3, '/files/jd.pdf', 'Nurse JD.pdf')).toEqual({
      href: '/api/carrer/download/3',
      name: 'Nurse JD.pdf',
    });
    expect(attachmentOf(7, 'a1b2c3.pdf', null)).toEqual({
      href: '/api/carrer/download/7',
      name: 'a1b2c3.pdf',
    });
  });
});

describe.each(engines)('careers reads on %s', (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(engine);
    const cats = await t.db
      .insert(s.jobCategories)
      .values([{ name: 'Nursing' }, { name: 'Administration' }])
      .returning({ id: s.jobCategories.id, name: s.jobCategories.name });
    const nursing = cats.find((c) => c.name === 'Nursing')!.id;
    const admin = cats.find((c) => c.name === 'Administration')!.id;
    const common = {
      qualification: 'Graduate',
      experience: '2 years',
      vacancy: 3,
      salary: '₹3-4 LPA',
      responsibilities: 'Duties',
      keySkills: ['Empathy', 'Record keeping'],
    };
    await t.db.insert(s.jobs).values([
      {
        ...common,
        title: 'Staff Nurse',
        categoryId: nursing,
        attachmentPath: '/files/nurse.pdf',
        attachmentName: 'nurse.pdf',
      },
      { ...common, title: 'Front Office Executive', categoryId: admin },
    ]);
  });

  afterAll(async () => {
    await t.drop();
  });

  it('reads every job with its category, title A-Z', async () => {
    const jobs = await queryJobs(t.db);
    expect(jobs.map((j) => j.title)).toEqual(['Front Office Executive', 'Staff Nurse']);
    expect(jobs[1]).toMatchObject({
      category: { name: 'Nursing' },
      keySkills: ['Empathy', 'Record keeping'],
      attachment: { href: `/api/carrer/download/${jobs[1].id}`, name: 'nurse.pdf' },
    });
    expect(jobs[0].attachment).toBeNull();
    expect(toApiJob(jobs[1])).toMatchObject({
      job_title: 'Staff Nurse',
      job_catrgory: { job_category: 'Nursing' },
      job_responsibilites: 'Duties',
      key_skills: ['Empathy', 'Record keeping'],
      carrer_upload: `/api/carrer/download/${jobs[1].id}`,
    });
  });

  it('reads the job categories alphabetically', async () => {
    expect((await queryJobCategories(t.db)).map((c) => c.name)).toEqual([
      'Administration',
      'Nursing',
    ]);
  });
});
