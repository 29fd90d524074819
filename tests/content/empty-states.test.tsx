/**
 * The department and treatment pages' empty and short states (hospital-site.md sections 2 and 8),
 * rendered by the real pages from a seeded database: 'No Doctors available' / 'No doctors
 * available' verbatim, no Read More toggle for a description within its cut-off, and no content
 * image for a department without one.
 */
// First: the mock factories below need these while the app modules load.
import { appDbMock, useAppDb } from '../helpers/app-db';
import { navigationMock, noIncrementalCacheMock, params, renderPage } from '../helpers/render-page';
import { eq } from 'drizzle-orm';
import DepartmentPage from '@/app/(site)/department/[dname]/page';
import TreatmentPage from '@/app/(site)/treatment/[tname]/page';
import * as s from '@/lib/db/schema';
import { seedDatabase } from '@/lib/seed';
import { createTestDb, type TestDb } from '../helpers/db';

// Outside a Next server there is no incremental cache: every read goes to the test database.
jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('@/lib/db', () => appDbMock());
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/pagination', () => ({}));
jest.mock('next/navigation', () => navigationMock());

describe('department and treatment pages: empty and short states', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb('pglite');
    useAppDb(t.db);
    await seedDatabase(t.db, { today: '2025-03-10' });
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  it('a treatment without doctors says "No doctors available"', async () => {
    const [treatment] = await t.db
      .select({ id: s.treatments.id, slug: s.treatments.slug })
      .from(s.treatments)
      .limit(1);
    const before = await renderPage(TreatmentPage(params({ tname: treatment.slug })));
    expect(before).not.toContain('No doctors available');

    await t.db.delete(s.doctorTreatments).where(eq(s.doctorTreatments.treatmentId, treatment.id));
    const html = await renderPage(TreatmentPage(params({ tname: treatment.slug })));
    expect(html).toContain('No doctors available');
  }, 60_000);

  it('a department without public doctors says "No Doctors available"; a short description has no toggle; no content image, no image', async () => {
    const [department] = await t.db
      .select({
        id: s.departments.id,
        slug: s.departments.slug,
        contentImage: s.departments.contentImage,
      })
      .from(s.departments)
      .limit(1);
    const before = await renderPage(DepartmentPage(params({ dname: department.slug })));
    expect(before).not.toContain('No Doctors available');
    // The seeded department has a long description and a content image: both change below.
    expect(before).toContain('Read More...');
    expect(before).toContain('data-testid="department-content-image"');

    await t.db
      .update(s.doctors)
      .set({ verified: false })
      .where(eq(s.doctors.departmentId, department.id));
    await t.db
      .update(s.departments)
      .set({ description: 'Heart care close to home, round the clock.', contentImage: null })
      .where(eq(s.departments.id, department.id));
    const html = await renderPage(DepartmentPage(params({ dname: department.slug })));
    expect(html).toContain('No Doctors available');
    expect(html).toContain('Heart care close to home, round the clock.');
    expect(html).not.toContain('Read More...');
    expect(html).not.toContain('data-testid="department-content-image"');
  }, 60_000);
});
