import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { doctorSlots, doctors } from '@/lib/db/schema';
import * as s from '@/lib/db/schema';
import { categorySlug } from '@/lib/pharmacy/slug';
import {
  ensureSchedules,
  ensureServiceablePincodes,
  isSeeded,
  resetDatabase,
  seedDatabase,
  type SeedSummary,
} from '@/lib/seed';
import { UNAVAILABLE_DOCTOR_SLUG, doctorSlotsForDate } from '@/lib/seed/schedules';
import { EMPTY_DEPARTMENT_SLUG } from '@/lib/seed/content/departments';
import { seedBulkMedicines } from '@/lib/seed/bulk-medicines';
import { topUpSchedules } from '@/lib/doctors/schedule-top-up';
import { addDays, indiaDayStart, indiaToday } from '@/lib/time/india';
import { createTestDb, engines, type TestDb } from '../helpers/db';

const TODAY = '2025-03-10';
const SLOW = 180_000;

const MINIMUMS: Record<string, number> = {
  departments: 12,
  treatments: 40,
  doctors: 40,
  blogs: 30,
  home_banners: 3,
  video_testimonials: 3,
  advertisements: 1,
  team_members: 6,
  header_blocks: 3,
  home_faqs: 8,
  analytics: 4,
  branches: 4,
  regions: 12,
  seo_tags: 7,
  contact_info: 1,
  settings: 2,
  doctor_intro_blocks: 2,
  lab_ads: 1,
  jobs: 8,
  job_categories: 3,
  medicine_categories: 10,
  brands: 15,
  medicines: 300,
  coupons: 4,
  lab_categories: 9,
  lab_tests: 75,
  lab_package_tests: 60,
  serviceable_pincodes: 30,
  doctor_slots: 1000,
  appointments: 1,
};

async function rows<T>(t: TestDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function slotDates(t: TestDb): Promise<string[]> {
  const rows = await t.db
    .selectDistinct({ date: doctorSlots.date })
    .from(doctorSlots)
    .orderBy(doctorSlots.date);
  return rows.map((r) => r.date);
}

describe.each(engines)('demo seed on %s', (engine) => {
  let t: TestDb;
  let summary: SeedSummary;

  beforeAll(async () => {
    t = await createTestDb(engine);
    expect(await isSeeded(t.db)).toBe(false);
    summary = await seedDatabase(t.db, { today: TODAY });
  }, SLOW);

  afterAll(async () => {
    await t?.drop();
  });

  it('fills every content table to its minimum', async () => {
    expect(await isSeeded(t.db)).toBe(true);
    for (const [table, min] of Object.entries(MINIMUMS)) {
      expect([table, summary[table]]).toEqual([table, expect.any(Number)]);
      expect(summary[table]).toBeGreaterThanOrEqual(min);
    }
    const types = await t.db.select({ type: s.seoTags.type }).from(s.seoTags);
    expect(types.map((r) => r.type).sort()).toEqual([
      'About',
      'Blog',
      'Careers',
      'Contactus',
      'Doctors',
      'Home',
      'Pharmacy',
    ]);
    const coupons = await t.db.select().from(s.coupons);
    expect(coupons.filter((c) => !c.active)).toHaveLength(1);
    expect(coupons.map((c) => c.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'HEALTH15', 'SAVE20']),
    );
    const [site] = await t.db.select().from(s.settings).where(eq(s.settings.key, 'site'));
    expect(site.value).toMatchObject({
      hospitalName: expect.any(String),
      socialLinks: expect.any(Array),
    });
    const [contact] = await t.db.select().from(s.contactInfo);
    expect(contact.whatsapp).toMatch(/^[6-9]\d{9}$/);
  });

  it('fills every medicine column, with valid categories, FAQs and related items', async () => {
    const meds = await t.db.select().from(s.medicines);
    const empty = meds.flatMap((m) =>
      Object.entries(m)
        .filter(([, v]) => v === null || v === '' || (Array.isArray(v) && v.length === 0))
        .map(([column]) => `${m.slug}.${column}`),
    );
    expect(empty).toEqual([]);
    const cats = await t.db.select().from(s.medicineCategories);
    cats.forEach((c) => expect(c.slug).toBe(categorySlug(c.name)));
    // Every medicine has at least 2 FAQs and 3 related items.
    for (const [table, least] of [
      [s.medicineFaqs, 2],
      [s.medicineRelated, 3],
    ] as const) {
      const perMedicine = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .groupBy(table.medicineId);
      expect(perMedicine).toHaveLength(meds.length);
      perMedicine.forEach((r) => expect(r.n).toBeGreaterThanOrEqual(least));
    }
  });

  it('gives every medicine a schedule, with each of OTC, H, H1 and X on some', async () => {
    const counts = await t.db
      .select({ schedule: s.medicines.schedule, n: sql<number>`count(*)::int` })
      .from(s.medicines)
      .groupBy(s.medicines.schedule);
    const by = Object.fromEntries(counts.map((r) => [r.schedule, r.n]));
    expect(Object.keys(by).sort()).toEqual(['H', 'H1', 'OTC', 'X']);
    // Antibiotics such as cefixime are H1; meprobamate, a psychotropic, is X.
    const [cefixime] = await t.db
      .select({ schedule: s.medicines.schedule })
      .from(s.medicines)
      .where(sql`${s.medicines.about} like '%contains Cefixime%'`)
      .limit(1);
    expect(cefixime.schedule).toBe('H1');
    const x = await t.db
      .select({ about: s.medicines.about })
      .from(s.medicines)
      .where(eq(s.medicines.schedule, 'X'));
    expect(x.every((m) => m.about.includes('contains Meprobamate'))).toBe(true);
  });

  it('delivers free in the city and to the towns around it for a fee', async () => {
    const pins = await t.db.select().from(s.serviceablePincodes);
    const city = pins.filter((p) => p.city === 'Bangalore');
    expect(city.length).toBeGreaterThanOrEqual(30);
    expect(city.every((p) => p.feePaise === 0 && p.active && p.pincode.startsWith('560'))).toBe(
      true,
    );
    const towns = pins.filter((p) => p.city !== 'Bangalore');
    expect(towns.length).toBeGreaterThan(3);
    expect(towns.every((p) => p.feePaise > 0 && p.maxDays > 2)).toBe(true);
    // Every branch's own pincode is served.
    const branches = await t.db.select({ address: s.branches.address }).from(s.branches);
    for (const { address } of branches) {
      const pincode = /\b(\d{6})$/.exec(address)?.[1];
      expect(pins.some((p) => p.pincode === pincode && p.active)).toBe(true);
    }
  });

  it('tops up the delivery area of a demo database seeded before pincodes were counted, once', async () => {
    const before = await t.db.select().from(s.serviceablePincodes);
    await t.db.delete(s.serviceablePincodes);
    expect(await ensureServiceablePincodes(t.db)).toBe(before.length);
    // A delivery area already entered is the staff's: kept as it is.
    await t.db
      .update(s.serviceablePincodes)
      .set({ active: false })
      .where(eq(s.serviceablePincodes.pincode, '560038'));
    expect(await ensureServiceablePincodes(t.db)).toBe(0);
    const [paused] = await t.db
      .select()
      .from(s.serviceablePincodes)
      .where(eq(s.serviceablePincodes.pincode, '560038'));
    expect(paused.active).toBe(false);
    await t.db
      .update(s.serviceablePincodes)
      .set({ active: true })
      .where(eq(s.serviceablePincodes.pincode, '560038'));
  });

  it('links doctors, treatments and departments for every page state', async () => {
    const unlinked = await rows(
      t,
      sql`select t.slug from treatments t where not exists (select 1 from doctor_treatments dt where dt.treatment_id = t.id)`,
    );
    expect(unlinked).toEqual([]);
    const empty = await rows(
      t,
      sql`select d.slug from departments d where not exists (select 1 from doctors x where x.department_id = d.id)`,
    );
    expect(empty).toEqual([{ slug: EMPTY_DEPARTMENT_SLUG }]);
    const all = await t.db.select().from(doctors);
    expect(all.every((d) => d.verified && d.name.startsWith('Dr. '))).toBe(true);
    expect(all.filter((d) => d.experienceYears === null).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((d) => d.region === null).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((d) => d.rating === null).length).toBeGreaterThanOrEqual(1);
    all.forEach((d) => expect(d.pricePaise).toBeGreaterThanOrEqual(40000));
    all.forEach((d) => expect(d.pricePaise).toBeLessThanOrEqual(150000));
    all.forEach((d) => expect(d.phone).toMatch(/^[789]\d{9}$/));
  });

  it('schedules today .. today + 13 from the given date, none before, none for the unavailable doctor', async () => {
    const dates = await slotDates(t);
    expect(dates[0]).toBe(TODAY);
    expect(dates[dates.length - 1]).toBe(addDays(TODAY, 13));
    expect(dates).toHaveLength(14);
    const [{ id }] = await t.db
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, UNAVAILABLE_DOCTOR_SLUG));
    const none = await t.db.select().from(doctorSlots).where(eq(doctorSlots.doctorId, id));
    expect(none).toEqual([]);
    const noon = await t.db
      .select()
      .from(doctorSlots)
      .where(eq(doctorSlots.time, '12:30 PM'))
      .limit(1);
    expect(noon[0]).toMatchObject({ period: 'afternoon', startMinute: 750 });
  });

  it("books some slots with confirmed desk appointments at the doctor's price of their mode", async () => {
    const rows = await t.db
      .select({
        status: s.appointments.status,
        type: s.appointments.bookingType,
        amount: s.appointments.amountPaise,
        mode: s.appointments.mode,
        slotMode: doctorSlots.mode,
        clinicPrice: doctors.pricePaise,
        videoPrice: doctors.videoPricePaise,
        slotTime: s.appointments.slotTime,
        time: doctorSlots.time,
      })
      .from(s.appointments)
      .innerJoin(doctors, eq(doctors.id, s.appointments.doctorId))
      .innerJoin(doctorSlots, eq(doctorSlots.id, s.appointments.slotId));
    const share = rows.length / summary.doctor_slots;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.16);
    for (const r of rows) {
      // A video-only time's booking is a video consultation at the video fee (issue 47).
      const video = r.slotMode === 'video';
      expect(r).toMatchObject({
        status: 'confirmed',
        type: 'desk',
        mode: video ? 'video' : 'clinic',
        amount: video ? r.videoPrice : r.clinicPrice,
        slotTime: r.time,
      });
    }
    expect(rows.some((r) => r.mode === 'video')).toBe(true);
  });

  it('gives the video doctors a video fee, video and either times, and a linked doctor account', async () => {
    const video = await t.db
      .select({ id: doctors.id, slug: doctors.slug, registration: doctors.registrationNumber })
      .from(doctors)
      .where(isNotNull(doctors.videoPricePaise));
    expect(video.length).toBeGreaterThan(5);
    for (const d of video) expect(d.registration).toMatch(/^KMC \d{5}$/);
    const modes = await t.db
      .selectDistinct({ mode: doctorSlots.mode })
      .from(doctorSlots)
      .where(
        inArray(
          doctorSlots.doctorId,
          video.map((d) => d.id),
        ),
      );
    expect(modes.map((m) => m.mode).sort()).toEqual(['both', 'clinic', 'video']);
    const accounts = await t.db
      .select({ email: s.staffUsers.email, doctorId: s.staffUsers.doctorId })
      .from(s.staffUsers)
      .where(eq(s.staffUsers.role, 'doctor'));
    expect(accounts).toHaveLength(video.length);
    const ananya = video.find((d) => d.slug === 'dr-ananya-rao');
    expect(accounts).toContainEqual({ email: 'doctor@staff.example', doctorId: ananya?.id });
  });

  it(
    'ensureSchedules adds nothing twice and tops up missing days later',
    async () => {
      expect(await ensureSchedules(t.db, TODAY)).toBe(0);
      const later = addDays(TODAY, 2);
      const all = await t.db.select({ slug: doctors.slug }).from(doctors);
      const expected = [addDays(TODAY, 14), addDays(TODAY, 15)]
        .map((date) => all.reduce((n, d) => n + doctorSlotsForDate(d.slug, date).length, 0))
        .reduce((a, b) => a + b, 0);
      expect(await ensureSchedules(t.db, later)).toBe(expected);
      expect(await ensureSchedules(t.db, later)).toBe(0);
      const before = await t.db.select().from(doctorSlots).where(lt(doctorSlots.date, TODAY));
      expect(before).toEqual([]);
      const [{ n }] = await t.db
        .select({ n: sql<number>`count(distinct ${doctorSlots.date})::int` })
        .from(doctorSlots)
        .where(and(gte(doctorSlots.date, later)));
      expect(n).toBe(14);
      // The hourly pass of a server that has run since: tomorrow's top-up from India's date.
      const dayAfter = addDays(later, 1);
      const morning = new Date(indiaDayStart(dayAfter).getTime() + 6 * 3_600_000);
      const lastDay = addDays(dayAfter, 13);
      const lastDaySlots = all.reduce((m, d) => m + doctorSlotsForDate(d.slug, lastDay).length, 0);
      expect(await topUpSchedules(t.db, morning)).toBe(lastDaySlots);
      expect(await topUpSchedules(t.db, morning)).toBe(0);
    },
    SLOW,
  );

  it(
    'resets and seeds again to exactly the same summary',
    async () => {
      await resetDatabase(t.db);
      expect(await isSeeded(t.db)).toBe(false);
      expect(await rows(t, sql`select count(*)::int as n from medicines`)).toEqual([{ n: 0 }]);
      expect(await seedDatabase(t.db, { today: TODAY })).toEqual(summary);
    },
    SLOW,
  );

  it(
    'counts schedules from the real India date by default',
    async () => {
      await resetDatabase(t.db);
      const today = indiaToday();
      await seedDatabase(t.db, { today });
      const dates = await slotDates(t);
      expect(dates[0]).toBe(today);
      expect(dates[dates.length - 1]).toBe(addDays(today, 13));
    },
    SLOW,
  );

  it(
    'grows the catalogue with synthetic medicines for benchmarks',
    async () => {
      const added = await seedBulkMedicines(t.db, summary.medicines + 700);
      expect(added).toBe(700);
      expect(await seedBulkMedicines(t.db, summary.medicines + 700)).toBe(0);
      const [{ n }] = await t.db
        .select({ n: sql<number>`count(distinct slug)::int` })
        .from(s.medicines);
      expect(n).toBe(summary.medicines + 700);
    },
    SLOW,
  );
});
