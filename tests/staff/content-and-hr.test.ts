/**
 * The editor's and HR's work on both engines (issue 15), the CSV export's formula guard and
 * paging, and the bound every id field of the console has.
 */
import { eq, sql } from 'drizzle-orm';
import { listLeads } from '@/lib/leads/queue';
import { queryJobs } from '@/lib/careers/queries';
import { findActiveCoupon } from '@/lib/pharmacy/coupon-reads';
import { addDays, indiaToday } from '@/lib/time/india';
import { auditLog, callbackRequests, jobApplications, jobCategories, jobs } from '@/lib/db/schema';
import { blogAuthors, blogs, coupons, departments, homeFaqs, treatments } from '@/lib/db/schema';
import { RECORD_CHANGED_MESSAGE, recordVersion } from '@/lib/staff/record-version';
import { getBlogForEdit } from '@/lib/blog/staff-blogs';
import { getJobForEdit, listJobsForStaff } from '@/lib/careers/staff-jobs';
import { getDepartmentForEdit, getTreatmentForEdit } from '@/lib/departments/staff-treatments';
import { csvLines, safeCell } from '@/lib/staff/csv';
import { EXPORTS } from '@/lib/staff/exports';
import type { StaffRole } from '@/lib/staff/roles';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { roleActor, runStaffAction, type StaffActionName } from '../helpers/staff-actions';
import { insertStaffRoles } from '../helpers/staff-users';

describe('the CSV export', () => {
  it.each(['=HYPERLINK("http://x")', '+91 98', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'defuses a cell starting like a formula: %j',
    (cell) => {
      expect(safeCell(cell)).toBe(`'${cell}`);
    },
  );

  it('keeps ordinary text, quotes what CSV needs quoted, and ends lines with CRLF', () => {
    expect(safeCell('Asha Rao')).toBe('Asha Rao');
    expect(safeCell(null)).toBe('');
    expect(safeCell(new Date('2030-01-01T00:00:00Z'))).toBe('2030-01-01T00:00:00.000Z');
    expect(csvLines([['a, b', 'say "hi"', '=1+1']])).toBe('"a, b","say ""hi""",\'=1+1\r\n');
  });
});

describe.each(engines)('content and HR on %s', (engine) => {
  let t: TestDb;
  const ids = {} as Record<StaffRole, number>;
  const act = (role: StaffRole, name: StaffActionName, input: Record<string, unknown>) =>
    runStaffAction(t.db, name, roleActor(role, 'x.example', ids), input);

  beforeAll(async () => {
    t = await createTestDb(engine);
    await insertStaffRoles(t.db, ['editor', 'hr', 'front_desk'], 'x.example', ids);
  }, 180_000);
  afterAll(() => t.drop());

  it("lists the editor's vacancies open ones first, each group newest first", async () => {
    const [category] = await t.db.insert(jobCategories).values({ name: 'Sorting' }).returning();
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const vacancy = (title: string, createdAt: Date, closedAt: Date | null) => ({
      title,
      categoryId: category.id,
      qualification: 'B.Sc',
      experience: '1 year',
      vacancy: 1,
      salary: 'As per norms',
      responsibilities: 'Care',
      createdAt,
      closedAt,
    });
    await t.db
      .insert(jobs)
      .values([
        vacancy('Sort closed old', day(1), day(5)),
        vacancy('Sort open old', day(2), null),
        vacancy('Sort closed new', day(3), day(4)),
        vacancy('Sort open new', day(6), null),
      ]);
    const titles = (await listJobsForStaff(t.db))
      .map((job) => job.title)
      .filter((title) => title.startsWith('Sort '));
    expect(titles).toEqual([
      'Sort open new',
      'Sort open old',
      'Sort closed new',
      'Sort closed old',
    ]);
  });

  const treatmentForm = (id: number, extra: Record<string, unknown> = {}) => ({
    id: String(id),
    name: 'Knee Replacement',
    description: 'A new knee joint.',
    meta_name: 'Knee Replacement in Bangalore',
    meta_description: 'Knee replacement surgery.',
    disease_name: 'Arthritis',
    surgery_name: 'Total knee arthroplasty',
    duration: '2 hours',
    treated_by: 'Orthopaedic surgeons',
    ...extra,
  });

  it("edits a treatment, audits the changed fields and names exactly the pages' tags", async () => {
    const [department] = await t.db
      .insert(departments)
      .values({
        name: 'Orthopaedics',
        slug: 'orthopaedics',
        image: '/i.svg',
        description: 'Bones',
        metaName: 'Ortho',
        metaDescription: 'Ortho',
      })
      .returning();
    const [treatment] = await t.db
      .insert(treatments)
      .values({
        departmentId: department.id,
        name: 'Knee Replacement',
        slug: 'knee-replacement',
        description: 'Old text',
        image: '/i.svg',
        metaName: 'Knee',
        metaDescription: 'Knee',
      })
      .returning();
    // The description shows in the lists of treatments too (the headers' API).
    expect(await act('editor', 'editTreatmentAction', treatmentForm(treatment.id))).toEqual({
      ok: true,
      message: 'Saved. The public pages show the change from their next visit.',
      revalidate: ['treatment:knee-replacement', 'department:orthopaedics', 'treatments'],
    });
    // Its search description shows on its own page only.
    expect(
      await act(
        'editor',
        'editTreatmentAction',
        treatmentForm(treatment.id, { meta_description: 'Knee replacement in Bangalore.' }),
      ),
    ).toEqual({
      ok: true,
      message: 'Saved. The public pages show the change from their next visit.',
      revalidate: ['treatment:knee-replacement', 'department:orthopaedics'],
    });
    const [saved] = await t.db.select().from(treatments).where(eq(treatments.id, treatment.id));
    expect(saved.description).toBe('A new knee joint.');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'treatment.edit'));
    expect(audit.changes).toMatchObject({
      description: { before: 'Old text', after: 'A new knee joint.' },
      diseaseName: { before: null, after: 'Arthritis' },
    });
    expect(audit.changes).not.toHaveProperty('name');
    // A new name reaches every list of treatments too.
    const renamed = await act(
      'editor',
      'editTreatmentAction',
      treatmentForm(treatment.id, { name: 'Knee Surgery' }),
    );
    expect(renamed).toMatchObject({ revalidate: expect.arrayContaining(['treatments']) });
    expect(
      await act(
        'editor',
        'editTreatmentAction',
        treatmentForm(treatment.id, { description: '   ' }),
      ),
    ).toMatchObject({
      ok: false,
      errors: { description: 'The description is required' },
    });
  });

  it('moves a job application forward only, with a note', async () => {
    const [category] = await t.db.insert(jobCategories).values({ name: 'Nursing' }).returning();
    const [job] = await t.db
      .insert(jobs)
      .values({
        title: 'Staff Nurse',
        categoryId: category.id,
        qualification: 'BSc Nursing',
        experience: '2 years',
        vacancy: 3,
        salary: 'As per norms',
        responsibilities: 'Ward care',
      })
      .returning();
    const [application] = await t.db
      .insert(jobApplications)
      .values({
        jobId: job.id,
        jobTitle: job.title,
        name: 'Anu',
        email: 'anu@example.com',
        phone: '9876543210',
        resumeKey: 'resumes/x.pdf',
        resumeType: 'application/pdf',
      })
      .returning();
    const update = (status: string) =>
      act('hr', 'updateApplicationAction', { id: String(application.id), status, note: 'Good' });
    expect(await update('hired')).toMatchObject({
      ok: false,
      errors: { status: 'A new application cannot become hired' },
    });
    expect(await update('shortlisted')).toEqual({ ok: true, message: 'Saved: Shortlisted' });
    expect(await update('hired')).toEqual({ ok: true, message: 'Saved: Hired' });
    expect(await update('rejected')).toMatchObject({ ok: false });
    // A note changed by another member since this page was opened is not written over.
    expect(
      await act('hr', 'updateApplicationAction', {
        id: String(application.id),
        status: 'hired',
        note: 'Joins on the 1st',
        note_seen: '',
      }),
    ).toMatchObject({ ok: false, errors: { note: expect.stringMatching(/^Someone else/) } });
    expect(
      await act('hr', 'updateApplicationAction', {
        id: String(application.id),
        status: 'hired',
        note: 'Good. Joins on the 1st',
        note_seen: 'Good',
      }),
    ).toEqual({ ok: true, message: 'Saved: Hired' });
  });

  it('refuses an id beyond the database integer with a message, never a database error', async () => {
    for (const id of ['99999999999', '-1', '1.5', 'x']) {
      expect(
        await act('front_desk', 'updateLeadAction', { kind: 'callback', id, status: 'closed' }),
      ).toMatchObject({
        ok: false,
        errors: { id: 'Unknown record' },
      });
    }
  });

  it('exports every row of a filtered list through its keyset pages', async () => {
    await t.db.insert(callbackRequests).values(
      Array.from({ length: 1203 }, (_, i) => ({
        patientName: i === 0 ? '=cmd|calc' : `Patient ${i}`,
        contactNumber: '9876543210',
        disease: 'Fever',
        address: 'Bangalore',
        pageName: 'doctors',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i % 60)),
      })),
    );
    const spec = EXPORTS.callbacks;
    const params = new URLSearchParams({ status: 'new' });
    const seen: unknown[][] = [];
    let cursor: string | undefined;
    do {
      const page = await spec.page(t.db, params, cursor);
      seen.push(...page.rows);
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(1203);
    expect(new Set(seen.map((row) => row[1])).size).toBe(1203);
    expect(csvLines(seen)).toContain("'=cmd|calc");
  });

  it('pages through rows made within one millisecond without skipping or repeating one', async () => {
    // PostgreSQL keeps microseconds; a cursor in milliseconds would lose rows between pages.
    await t.db.insert(callbackRequests).values(
      Array.from({ length: 7 }, (_, i) => ({
        patientName: `Same moment ${i}`,
        contactNumber: '9876543210',
        disease: 'Fever',
        address: 'Bangalore',
        pageName: 'doctors',
        status: 'closed' as const,
        createdAt: sql`timestamptz '2031-05-05 10:00:00.123000+00' + ${(7 - i) * 100} * interval '1 microsecond'`,
      })),
    );
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listLeads(
        t.db,
        'callback',
        { status: 'closed', q: 'Same moment', cursor },
        2,
      );
      names.push(...page.rows.map((r) => r.name));
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(names).toEqual(Array.from({ length: 7 }, (_, i) => `Same moment ${i}`));
  });

  it('adds and changes coupons that work only inside their India days', async () => {
    const today = indiaToday();
    const add = (values: Record<string, unknown>) =>
      act('editor', 'createCouponAction', { percentage: '10', active: 'true', ...values });
    expect(await add({ code: 'monsoon10' })).toEqual({
      ok: true,
      message: 'Coupon MONSOON10 saved.',
    });
    expect(await add({ code: 'MONSOON10' })).toMatchObject({
      ok: false,
      errors: { code: 'A coupon with this code exists already' },
    });
    expect(await add({ code: 'x!' })).toMatchObject({
      errors: { code: 'A code is 3 to 20 letters or digits' },
    });
    expect(
      await add({ code: 'LATER5', valid_from: addDays(today, 2), valid_until: today }),
    ).toMatchObject({
      errors: { valid_until: 'The last day cannot be before the first' },
    });
    expect(await findActiveCoupon(t.db, 'monsoon10')).toEqual({
      code: 'MONSOON10',
      percentage: 10,
    });

    expect(await add({ code: 'LATER5', valid_from: addDays(today, 1) })).toMatchObject({
      ok: true,
    });
    expect(await findActiveCoupon(t.db, 'LATER5')).toBeNull();
    expect(await add({ code: 'ENDED5', valid_until: addDays(today, -1) })).toMatchObject({
      ok: true,
    });
    expect(await findActiveCoupon(t.db, 'ENDED5')).toBeNull();
    expect(await add({ code: 'TODAY5', valid_from: today, valid_until: today })).toMatchObject({
      ok: true,
    });
    expect(await findActiveCoupon(t.db, 'TODAY5')).toMatchObject({ percentage: 10 });

    const [ended] = await t.db.select().from(coupons).where(eq(coupons.code, 'ENDED5'));
    expect(
      await act('editor', 'updateCouponAction', {
        id: String(ended.id),
        percentage: '15',
        active: 'true',
      }),
    ).toEqual({ ok: true, message: 'Coupon ENDED5 saved.' });
    expect(await findActiveCoupon(t.db, 'ended5')).toEqual({ code: 'ENDED5', percentage: 15 });
    expect(
      await act('editor', 'updateCouponAction', { id: String(ended.id), percentage: '15' }),
    ).toMatchObject({ ok: true });
    expect(await findActiveCoupon(t.db, 'ended5')).toBeNull();
  });

  it("stores a post's HTML as the site's sanitiser leaves it, and names the blog's tags", async () => {
    const [department] = await t.db
      .insert(departments)
      .values({
        name: 'Dermatology',
        slug: 'dermatology',
        image: '/i.svg',
        description: 'Skin',
        metaName: 'Skin',
        metaDescription: 'Skin',
      })
      .returning();
    const [author] = await t.db
      .insert(blogAuthors)
      .values({ name: 'Dr. A', slug: 'dr-a' })
      .returning();
    const [post] = await t.db
      .insert(blogs)
      .values({
        titleHtml: 'Old title',
        slug: 'sun-care',
        image: '/i.svg',
        descriptionHtml: '<p>Old</p>',
        departmentId: department.id,
        authorId: author.id,
        metaName: 'Sun care',
        metaDescription: 'Sun care',
      })
      .returning();
    const edit = (values: Record<string, unknown>) =>
      act('editor', 'editBlogAction', {
        id: String(post.id),
        title: 'Sun <em>care</em>',
        body: '<p onclick="steal()">Use sunscreen.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
        meta_name: 'Sun care',
        meta_description: 'How to protect your skin',
        ...values,
      });
    expect(await edit({})).toMatchObject({ ok: true, revalidate: ['blogs', 'blog:sun-care'] });
    const [saved] = await t.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(saved.titleHtml).toBe('Sun <em>care</em>');
    expect(saved.descriptionHtml).toContain('<p>Use sunscreen.</p>');
    expect(saved.descriptionHtml).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(await edit({ body: '<script>only a script</script>' })).toMatchObject({
      ok: false,
      errors: { body: 'The text is required' },
    });
  });

  it('posts a vacancy, and closing it takes it off the careers page', async () => {
    const [category] = await t.db.insert(jobCategories).values({ name: 'Pharmacy' }).returning();
    const form = (values: Record<string, unknown> = {}) => ({
      id: '',
      title: 'Pharmacist',
      category_id: String(category.id),
      qualification: 'B.Pharm',
      experience: '1 year',
      vacancy: '2',
      salary: 'As per norms',
      responsibilities: 'Dispensing',
      key_skills: 'Dispensing, counselling,  ,Dispensing',
      open: 'true',
      ...values,
    });
    const posted = await act('editor', 'saveJobAction', form());
    const [job] = await t.db.select().from(jobs).where(eq(jobs.title, 'Pharmacist'));
    // The form opens the new vacancy's page.
    expect(posted).toEqual({
      ok: true,
      message: 'Vacancy posted: Pharmacist.',
      location: `/staff/jobs/${job.id}`,
      revalidate: ['careers'],
    });
    expect(job.keySkills).toEqual(['Dispensing', 'counselling']);
    expect((await queryJobs(t.db)).map((j) => j.title)).toContain('Pharmacist');
    expect(
      await act('editor', 'saveJobAction', form({ id: String(job.id), open: 'false' })),
    ).toMatchObject({
      ok: true,
      message: 'Vacancy saved: Pharmacist (closed).',
    });
    expect((await queryJobs(t.db)).map((j) => j.title)).not.toContain('Pharmacist');
    expect(await act('editor', 'saveJobAction', form({ category_id: '999999' }))).toMatchObject({
      ok: false,
      errors: { category_id: 'Choose a category' },
    });
  });

  it("adds, changes and removes the home page's questions, their answers sanitised", async () => {
    const save = (values: Record<string, unknown>) =>
      act('editor', 'saveHomeFaqAction', {
        id: '',
        question: 'Parking?',
        answer: '<p>Yes</p>',
        ...values,
      });
    expect(
      await save({
        answer: '<p>Free parking.</p><img src=x onerror=alert(1)><script>x()</script>',
      }),
    ).toMatchObject({ ok: true, revalidate: ['home'] });
    const [faq] = await t.db.select().from(homeFaqs).where(eq(homeFaqs.question, 'Parking?'));
    expect(faq.answerHtml).toContain('<p>Free parking.</p>');
    expect(faq.answerHtml).not.toMatch(/onerror|script/);
    expect(await save({ id: String(faq.id), question: 'Is there parking?' })).toMatchObject({
      ok: true,
    });
    expect(await save({ answer: '<script>x()</script>' })).toMatchObject({
      errors: { answer: 'The answer is required' },
    });
    expect(await act('editor', 'deleteHomeFaqAction', { id: String(faq.id) })).toMatchObject({
      ok: true,
    });
    expect(await t.db.select().from(homeFaqs).where(eq(homeFaqs.id, faq.id))).toEqual([]);
    expect(await act('editor', 'deleteHomeFaqAction', { id: String(faq.id) })).toMatchObject({
      ok: false,
      message: 'This question no longer exists',
    });
  });

  it('refuses a save over a version its form was not shown, on every edit form', async () => {
    /**
     * Editors A and B open one record's form; A saves; B's save, made on what B was shown, is
     * refused and A's text stays; once B reloads (the version now shown), B's save goes through.
     */
    async function twoEditors(
      action: StaffActionName,
      read: () => Promise<object | null>,
      form: (text: string) => Record<string, unknown>,
      stored: () => Promise<string>,
    ) {
      const opened = recordVersion((await read())!);
      expect(await act('editor', action, { ...form('By A.'), seen: opened })).toMatchObject({
        ok: true,
      });
      expect(await act('editor', action, { ...form('By B.'), seen: opened })).toEqual({
        ok: false,
        message: RECORD_CHANGED_MESSAGE,
      });
      expect(await stored()).toContain('By A.');
      const reloaded = recordVersion((await read())!);
      expect(await act('editor', action, { ...form('By B.'), seen: reloaded })).toMatchObject({
        ok: true,
      });
      expect(await stored()).toContain('By B.');
    }

    const [department] = await t.db
      .insert(departments)
      .values({
        name: 'Urology',
        slug: 'urology',
        image: '/i.svg',
        description: 'Old',
        metaName: 'Uro',
        metaDescription: 'Uro',
      })
      .returning();
    await twoEditors(
      'editDepartmentAction',
      () => getDepartmentForEdit(t.db, department.id),
      (text) => ({
        id: String(department.id),
        description: text,
        meta_name: 'Urology',
        meta_description: 'Urology care',
      }),
      async () =>
        (await t.db.select().from(departments).where(eq(departments.id, department.id)))[0]
          .description,
    );

    const [treatment] = await t.db
      .insert(treatments)
      .values({
        departmentId: department.id,
        name: 'Lithotripsy',
        slug: 'lithotripsy',
        description: 'Old',
        image: '/i.svg',
        metaName: 'Litho',
        metaDescription: 'Litho',
      })
      .returning();
    await twoEditors(
      'editTreatmentAction',
      () => getTreatmentForEdit(t.db, treatment.id),
      (text) => treatmentForm(treatment.id, { name: 'Lithotripsy', description: text }),
      async () =>
        (await t.db.select().from(treatments).where(eq(treatments.id, treatment.id)))[0]
          .description,
    );

    const [author] = await t.db
      .insert(blogAuthors)
      .values({ name: 'Dr. U', slug: 'dr-u' })
      .returning();
    const [post] = await t.db
      .insert(blogs)
      .values({
        titleHtml: 'Kidney stones',
        slug: 'kidney-stones',
        image: '/i.svg',
        descriptionHtml: '<p>Old</p>',
        departmentId: department.id,
        authorId: author.id,
        metaName: 'Stones',
        metaDescription: 'Stones',
      })
      .returning();
    await twoEditors(
      'editBlogAction',
      () => getBlogForEdit(t.db, post.id),
      (text) => ({
        id: String(post.id),
        title: 'Kidney stones',
        body: `<p>${text}</p>`,
        meta_name: 'Stones',
        meta_description: 'Kidney stones',
      }),
      async () => (await t.db.select().from(blogs).where(eq(blogs.id, post.id)))[0].descriptionHtml,
    );

    const [category] = await t.db.insert(jobCategories).values({ name: 'Urology' }).returning();
    const [job] = await t.db
      .insert(jobs)
      .values({
        title: 'Urology nurse',
        categoryId: category.id,
        qualification: 'B.Sc',
        experience: '1 year',
        vacancy: 1,
        salary: 'As per norms',
        responsibilities: 'Old',
      })
      .returning();
    await twoEditors(
      'saveJobAction',
      () => getJobForEdit(t.db, job.id),
      (text) => ({
        id: String(job.id),
        title: 'Urology nurse',
        category_id: String(category.id),
        qualification: 'B.Sc',
        experience: '1 year',
        vacancy: '1',
        salary: 'As per norms',
        responsibilities: text,
        key_skills: '',
        open: 'true',
      }),
      async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0].responsibilities,
    );
  });

  it("edits a department's text and names its page's tags", async () => {
    const [department] = await t.db
      .insert(departments)
      .values({
        name: 'Neurology',
        slug: 'neurology',
        image: '/i.svg',
        description: 'Old',
        metaName: 'Neuro',
        metaDescription: 'Neuro',
      })
      .returning();
    const form = {
      id: String(department.id),
      description: 'Brain and nerves.',
      meta_name: 'Neurology',
      meta_description: 'Neurology care',
    };
    expect(await act('editor', 'editDepartmentAction', form)).toEqual({
      ok: true,
      message: 'Saved. The public pages show the change from their next visit.',
      revalidate: ['departments', 'department:neurology'],
    });
    expect(await act('editor', 'editDepartmentAction', form)).toEqual({
      ok: true,
      message: 'Nothing to save',
    });
    expect(await act('hr', 'editDepartmentAction', form).catch((e: Error) => e.name)).toBe(
      'StaffForbiddenError',
    );
  });
});
