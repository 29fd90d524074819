/**
 * sitemap.xml lists a doctor exactly when the profile page answers: an unverified doctor is in
 * neither (the rule lives in one place, isPublicDoctor in lib/doctors/reads.ts).
 */
// First: the mock factories below need these while the app modules load.
import { appDbMock, useAppDb } from '../helpers/app-db';
import { noIncrementalCacheMock } from '../helpers/render-page';
import { eq } from 'drizzle-orm';
import sitemap from '@/app/sitemap';
import { getDoctorCards, getDoctorProfile } from '@/lib/doctors/reads';
import { getSitemapEntries } from '@/lib/site/sitemap-reads';
import * as s from '@/lib/db/schema';
import { insertDepartment, insertDoctor } from '../helpers/content-fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';

// Outside a Next server there is no incremental cache: the reads go straight to the database.
jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('@/lib/db', () => appDbMock());

describe.each(engines)('sitemap doctors on %s', (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(engine);
    useAppDb(t.db);
    const cardiology = await insertDepartment(t.db, 'Cardiology', 'cardiology');
    await insertDoctor(t.db, cardiology, 'Dr. Meera Iyer', 'dr-meera-iyer');
    const hidden = await insertDoctor(
      t.db,
      cardiology,
      'Dr. Not Yet Checked',
      'dr-not-yet-checked',
    );
    await t.db.update(s.doctors).set({ verified: false }).where(eq(s.doctors.id, hidden));
  });

  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  it('leaves out an unverified doctor, whose profile answers 404', async () => {
    expect(await getDoctorProfile('dr-not-yet-checked')).toBeNull();
    const paths = (await getSitemapEntries()).map((e) => e.path);
    expect(paths).toContain('/docprofile/dr-meera-iyer');
    expect(paths).not.toContain('/docprofile/dr-not-yet-checked');
    expect(paths).toContain('/department/cardiology');
  });

  it('lists exactly the doctors whose profile page exists', async () => {
    const listed = (await getSitemapEntries())
      .map((e) => e.path)
      .filter((p) => p.startsWith('/docprofile/'))
      .map((p) => p.slice('/docprofile/'.length));
    const all = await t.db.select({ slug: s.doctors.slug }).from(s.doctors);
    const withProfile: string[] = [];
    for (const { slug } of all) {
      if (await getDoctorProfile(slug)) withProfile.push(slug);
    }
    expect(listed.sort()).toEqual(withProfile.sort());
    expect((await getDoctorCards()).map((d) => d.slug)).toEqual(['dr-meera-iyer']);
  });

  it('keeps the unverified doctor out of sitemap.xml itself', async () => {
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls.some((u) => u.endsWith('/docprofile/dr-meera-iyer'))).toBe(true);
    expect(urls.some((u) => u.includes('dr-not-yet-checked'))).toBe(false);
  });
});
