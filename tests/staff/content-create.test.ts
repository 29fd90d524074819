/**
 * Creating content in the console on both engines (issue 15): departments, treatments, doctors,
 * blog posts, medicines and home banners. Each gets an address from its name (never one already
 * used, even by two editors at the same moment), an uploaded picture that must really be an image
 * and is stored re-encoded (and removed again when the save is refused), an audit entry, the cache
 * tags of the pages that show it, and the console page of the new record.
 */
// First: sets DATA_DIR before anything imports lib/env.
import { uploadDataDir } from '../helpers/upload-data-dir';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  auditLog,
  blogAuthors,
  blogs,
  branches,
  brands,
  departments,
  doctorSlots,
  doctors,
  homeBanners,
  medicineCategories,
  medicines,
  treatmentInfos,
  treatments,
} from '@/lib/db/schema';
import { textToHtml } from '@/lib/sanitize';
import type { StaffRole } from '@/lib/staff/roles';
import { addDays, indiaToday } from '@/lib/time/india';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { roleActor, runStaffAction, type StaffActionName } from '../helpers/staff-actions';
import { insertStaffRoles } from '../helpers/staff-users';
import { htmlBytes } from '../helpers/files';

describe('plain text typed in the console', () => {
  it('becomes escaped paragraphs, keeping single line breaks', () => {
    expect(textToHtml('Take <b>one</b> & rest\r\n\r\nWith food\nor milk')).toBe(
      '<p>Take &lt;b&gt;one&lt;/b&gt; &amp; rest</p><p>With food<br>or milk</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
  });
});

async function png(width = 900, height = 600) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' });
}

const storedFiles = (folder: string) => {
  const dir = path.join(uploadDataDir, 'uploads', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe.each(engines)('creating content on %s', (engine) => {
  let t: TestDb;
  const ids = {} as Record<StaffRole, number>;
  const act = (role: StaffRole, name: StaffActionName, input: Record<string, unknown>) =>
    runStaffAction(t.db, name, roleActor(role, 'x.example', ids), input);
  let departmentId: number;

  beforeAll(async () => {
    t = await createTestDb(engine);
    await insertStaffRoles(t.db, ['editor', 'pharmacist'], 'x.example', ids);
  }, 180_000);
  afterAll(() => t.drop());

  const departmentForm = (extra: Record<string, unknown> = {}) => ({
    name: 'Sports Medicine',
    description: 'Care for injuries of play and training.',
    meta_name: 'Sports Medicine in Bangalore',
    meta_description: 'Sports injury care.',
    ...extra,
  });

  it('adds a department with its picture, and never gives away an address twice', async () => {
    expect(await act('editor', 'createDepartmentAction', departmentForm())).toMatchObject({
      ok: false,
      errors: { image: 'Choose a picture (JPEG, PNG or WebP, at most 5 MB)' },
    });
    const result = await act(
      'editor',
      'createDepartmentAction',
      departmentForm({ image: await png() }),
    );
    const [row] = await t.db
      .select()
      .from(departments)
      .where(eq(departments.slug, 'sports-medicine'));
    departmentId = row.id;
    expect(result).toEqual({
      ok: true,
      message: 'Sports Medicine added. Its page is /department/sports-medicine.',
      location: `/staff/departments/${row.id}`,
      revalidate: ['departments', 'department:sports-medicine'],
    });
    expect(row.image).toMatch(/^\/media\/content-images\/[0-9a-f-]{36}\.webp$/);
    const stored = fs.readFileSync(path.join(uploadDataDir, 'uploads', row.image.slice(7)));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 900 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'department.create'));
    expect(audit).toMatchObject({ staffId: ids.editor, entityId: String(row.id) });

    // The same address again, a name without letters, and a file that is not an image: each is
    // the field's error, and none leaves a stored file behind.
    const before = storedFiles('content-images').length;
    expect(
      await act(
        'editor',
        'createDepartmentAction',
        departmentForm({ name: 'Sports  medicine!', image: await png() }),
      ),
    ).toMatchObject({
      ok: false,
      errors: { name: expect.stringContaining('/department/sports-medicine is already used') },
    });
    expect(
      await act(
        'editor',
        'createDepartmentAction',
        departmentForm({ name: '!!!', image: await png() }),
      ),
    ).toMatchObject({ ok: false, errors: { name: 'Use at least one letter or digit' } });
    expect(
      await act(
        'editor',
        'createDepartmentAction',
        departmentForm({ name: 'Sleep Clinic', image: new File([htmlBytes()], 'x.png') }),
      ),
    ).toMatchObject({ ok: false, errors: { image: 'An image must be a JPEG, PNG or WebP' } });
    expect(storedFiles('content-images')).toHaveLength(before);
  });

  it('answers two editors adding the same name at once with one page and one field error', async () => {
    const [a, b] = await Promise.all([
      act(
        'editor',
        'createDepartmentAction',
        departmentForm({ name: 'Pain Clinic', image: await png() }),
      ),
      act(
        'editor',
        'createDepartmentAction',
        departmentForm({ name: 'Pain Clinic', image: await png() }),
      ),
    ]);
    expect([a?.ok, b?.ok].sort()).toEqual([false, true]);
    const refused = a?.ok ? b : a;
    // The loser sees the winner's row, or meets the unique index if both checked first.
    expect(refused?.errors?.name).toMatch(/exists already|choose a different name/);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(departments)
      .where(eq(departments.slug, 'pain-clinic'));
    expect(n).toBe(1);
  });

  it('adds a treatment with its facts to a department, and refuses an unknown department', async () => {
    const form = {
      department_id: String(departmentId),
      name: "Runner's Knee Treatment",
      description: 'Pain at the front of the knee.',
      meta_name: "Runner's knee",
      meta_description: 'Knee pain care.',
      disease_name: 'Patellofemoral pain',
      surgery_name: 'Physiotherapy',
      duration: '6 weeks',
      treated_by: 'Sports physicians',
    };
    expect(
      await act('editor', 'createTreatmentAction', {
        ...form,
        department_id: '999999',
        image: await png(),
      }),
    ).toMatchObject({ ok: false, errors: { department_id: 'Choose a department' } });
    const result = await act('editor', 'createTreatmentAction', { ...form, image: await png() });
    const [row] = await t.db
      .select()
      .from(treatments)
      .where(eq(treatments.slug, 'runners-knee-treatment'));
    expect(result).toMatchObject({
      ok: true,
      location: `/staff/treatments/${row.id}`,
      revalidate: ['treatments', 'treatment:runners-knee-treatment', 'department:sports-medicine'],
    });
    const [info] = await t.db
      .select()
      .from(treatmentInfos)
      .where(eq(treatmentInfos.treatmentId, row.id));
    expect(info).toMatchObject({ diseaseName: 'Patellofemoral pain', duration: '6 weeks' });

    // A new picture replaces the old one on edit; the audit says so.
    expect(
      await act('editor', 'editTreatmentAction', {
        ...form,
        id: String(row.id),
        image: await png(),
      }),
    ).toMatchObject({ ok: true });
    const [edited] = await t.db.select().from(treatments).where(eq(treatments.id, row.id));
    expect(edited.image).toMatch(/^\/media\/content-images\//);
    expect(edited.image).not.toBe(row.image);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'treatment.edit'));
    expect(audit.changes).toEqual({ image: { before: row.image, after: edited.image } });
  });

  it('adds a doctor, hidden until shown, with the weekly slots of the next two weeks', async () => {
    const [branch] = await t.db.insert(branches).values({ name: 'Indiranagar' }).returning();
    const form = {
      name: 'Dr. Kavya Shetty',
      department_id: String(departmentId),
      branch_id: String(branch.id),
      fee: '900',
      phone: '9876543210',
      experience: '9',
      qualifications: 'MBBS, 2010\nMS (Ortho)',
      about: 'Treats sports injuries.',
      specialities: 'Sports Medicine',
    };
    expect(await act('editor', 'createDoctorAction', { ...form, phone: '98765' })).toMatchObject({
      ok: false,
      errors: { phone: 'The phone number must be 10 digits' },
    });
    expect(await act('editor', 'createDoctorAction', { ...form, fee: '50' })).toMatchObject({
      ok: false,
      errors: { fee: 'The fee must be at least ₹100' },
    });
    const result = await act('editor', 'createDoctorAction', form);
    const [doctor] = await t.db.select().from(doctors).where(eq(doctors.slug, 'dr-kavya-shetty'));
    expect(result).toMatchObject({
      ok: true,
      message: "Dr. Kavya Shetty added, not shown on the site until 'Shown on the site' is ticked.",
      location: `/staff/doctors/${doctor.id}`,
      revalidate: ['doctors', 'doctor:dr-kavya-shetty'],
    });
    expect(doctor).toMatchObject({
      pricePaise: 90_000,
      verified: false,
      image: '/images/doctors/no-photo.svg',
      qualifications: [{ degree: 'MBBS', year: 2010 }, { degree: 'MS (Ortho)' }],
    });
    const slots = await t.db.select().from(doctorSlots).where(eq(doctorSlots.doctorId, doctor.id));
    expect(slots.length).toBeGreaterThan(0);
    const today = indiaToday();
    expect(slots.every((s) => s.date >= today && s.date <= addDays(today, 13))).toBe(true);
  });

  it("publishes a post through the site's sanitiser, addressed by its title's words", async () => {
    const [author] = await t.db
      .insert(blogAuthors)
      .values({ name: 'Dr. Kavya Shetty', slug: 'kavya' })
      .returning();
    const form = {
      department_id: String(departmentId),
      author_id: String(author.id),
      title: 'Warming up <em>right</em>',
      body: '<p>Five minutes.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      meta_name: 'Warming up',
      meta_description: 'How to warm up.',
    };
    expect(
      await act('editor', 'createBlogAction', { ...form, author_id: '424242', image: await png() }),
    ).toMatchObject({ ok: false, errors: { author_id: 'Choose an author' } });
    const result = await act('editor', 'createBlogAction', { ...form, image: await png() });
    const [post] = await t.db.select().from(blogs).where(eq(blogs.slug, 'warming-up-right'));
    expect(result).toMatchObject({
      ok: true,
      message: 'Published at /blog/warming-up-right.',
      location: `/staff/blogs/${post.id}`,
      revalidate: ['blogs', 'blog:warming-up-right', 'blogs:category:sports-medicine'],
    });
    expect(post.titleHtml).toBe('Warming up <em>right</em>');
    expect(post.descriptionHtml).not.toMatch(/script|onerror/);
    expect(post.descriptionHtml).toContain('<p>Five minutes.</p>');
  });

  it('lets the pharmacist add a medicine with checked prices, a future expiry and escaped texts', async () => {
    const [category] = await t.db
      .insert(medicineCategories)
      .values({ name: 'Pain Relief', slug: 'pain-relief' })
      .returning();
    const [brand] = await t.db.insert(brands).values({ name: 'Acme' }).returning();
    const form = {
      name: 'Acmol 650 mg Tablet',
      category_id: String(category.id),
      brand_id: String(brand.id),
      type: 'Tablet',
      schedule: 'OTC',
      pack_size: 'Strip of 15 tablets',
      price: '30.50',
      mrp: '33',
      stock: '120',
      available: 'true',
      manufacturer: 'Acme Labs',
      manufacturer_address: 'Bengaluru',
      country_of_origin: 'India',
      consume_type: 'Oral',
      expiry_date: addDays(indiaToday(), 400),
      about: 'For <fever> & pain.',
      uses: 'Fever\n\nHeadache',
    };
    expect(await act('pharmacist', 'createMedicineAction', { ...form, price: '40' })).toMatchObject(
      {
        ok: false,
        errors: { price: 'The price cannot be above the MRP' },
      },
    );
    expect(
      await act('pharmacist', 'createMedicineAction', { ...form, expiry_date: indiaToday() }),
    ).toMatchObject({ ok: false, errors: { expiry_date: 'The expiry date must be after today' } });
    expect(
      await act('pharmacist', 'createMedicineAction', { ...form, schedule: 'Z' }),
    ).toMatchObject({ ok: false, errors: { schedule: 'Choose the schedule' } });
    const result = await act('pharmacist', 'createMedicineAction', form);
    const [medicine] = await t.db
      .select()
      .from(medicines)
      .where(eq(medicines.slug, 'acmol-650-mg-tablet'));
    expect(result).toMatchObject({
      ok: true,
      location: `/staff/medicines/${medicine.id}`,
      revalidate: ['pharmacy', 'medicine:acmol-650-mg-tablet'],
    });
    expect(medicine).toMatchObject({
      pricePaise: 3050,
      mrpPaise: 3300,
      discountPercent: 8,
      stock: 120,
      available: true,
      schedule: 'OTC',
      images: ['/images/medicines/no-photo.svg'],
      about: '<p>For &lt;fever&gt; &amp; pain.</p>',
      uses: '<p>Fever</p><p>Headache</p>',
      sideEffects: '',
    });

    // A schedule set wrong is corrected on the medicine's page, with a later expiry and a photo.
    const edit = (extra: Record<string, unknown>) =>
      act('pharmacist', 'editMedicineAction', {
        id: String(medicine.id),
        price: '30.50',
        mrp: '33',
        stock: '120',
        stock_seen: '120',
        available: 'true',
        ...extra,
      });
    expect(await edit({ expiry_date: '2020-01-01' })).toMatchObject({
      ok: false,
      errors: { expiry_date: 'The expiry date must be after today' },
    });
    const later = addDays(indiaToday(), 700);
    expect(await edit({ schedule: 'H', expiry_date: later, image: await png() })).toMatchObject({
      ok: true,
    });
    const [corrected] = await t.db.select().from(medicines).where(eq(medicines.id, medicine.id));
    expect(corrected).toMatchObject({ schedule: 'H', expiryDate: later });
    expect(corrected.images).toEqual([expect.stringMatching(/^\/media\/medicine-images\//)]);
    // A form without them leaves them as they are.
    expect(await edit({})).toMatchObject({ ok: true });
    const [kept] = await t.db.select().from(medicines).where(eq(medicines.id, medicine.id));
    expect(kept).toMatchObject({ schedule: 'H', expiryDate: later, images: corrected.images });
  });

  it('adds a home banner with its picture, replaces the picture, and keeps the last one', async () => {
    expect(
      await act('editor', 'saveHomeBannerAction', { id: '', title: 'Heart week', position: '0' }),
    ).toMatchObject({
      ok: false,
      errors: { image: 'Choose a picture (JPEG, PNG or WebP, at most 5 MB)' },
    });
    expect(
      await act('editor', 'saveHomeBannerAction', {
        id: '',
        title: 'Heart week',
        subtitle: 'Free ECG',
        position: '0',
        image: await png(2400, 900),
      }),
    ).toMatchObject({ ok: true, revalidate: ['home'] });
    const [banner] = await t.db.select().from(homeBanners);
    expect(banner.image).toMatch(/^\/media\/banners\/[0-9a-f-]{36}\.webp$/);
    const stored = fs.readFileSync(path.join(uploadDataDir, 'uploads', banner.image.slice(7)));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1920, height: 720 });
    // Words changed without a new picture keep the picture.
    await act('editor', 'saveHomeBannerAction', {
      id: String(banner.id),
      title: 'Heart month',
      position: '1',
    });
    const [renamed] = await t.db.select().from(homeBanners).where(eq(homeBanners.id, banner.id));
    expect(renamed).toMatchObject({ title: 'Heart month', image: banner.image, subtitle: '' });
    expect(await act('editor', 'deleteHomeBannerAction', { id: String(banner.id) })).toMatchObject({
      ok: false,
      errors: { id: 'The home page needs at least one banner: add another first' },
    });
    await act('editor', 'saveHomeBannerAction', {
      id: '',
      title: 'Eye camp',
      position: '2',
      image: await png(),
    });
    expect(await act('editor', 'deleteHomeBannerAction', { id: String(banner.id) })).toMatchObject({
      ok: true,
      revalidate: ['home'],
    });
    expect(await t.db.select().from(homeBanners)).toHaveLength(1);
  });
});
