/**
 * Issue 3: "a <script>, an onerror= attribute or a javascript: link in any stored field never
 * reaches the browser". Hostile HTML is written into the demo content of a real database, read
 * back through the app's own domain reads (lib/<domain>/reads.ts) and rendered to HTML by the real
 * page components (department, treatment, doctor profile, blog post, blog list, home and medicine
 * pages).
 *
 * - Fields that hold HTML (FAQ answers, the department content block, treatment content blocks,
 *   the advertisement, blog title, body and FAQ, medicine texts) go through <SafeHtml> /
 *   lib/sanitize: none of `<script`, `onerror` or `javascript:` is left in the page, and the
 *   harmless text around them survives.
 * - Plain-text fields (descriptions, treatment facts, the doctor's about, membership and lists)
 *   are shown as text: the same markup appears escaped (`&lt;script&gt;`), never as a tag or
 *   an attribute.
 */
// First: the mock factories below need these while the app modules load.
import { appDbMock, useAppDb } from '../helpers/app-db';
import {
  formActionsMock,
  navigationMock,
  noIncrementalCacheMock,
  params,
  renderPage,
} from '../helpers/render-page';
import { and, asc, eq, inArray } from 'drizzle-orm';
import BlogListPage from '@/app/(site)/blog/page';
import BlogPostPage from '@/app/(site)/blog/[blogname]/page';
import DepartmentPage from '@/app/(site)/department/[dname]/page';
import DoctorProfilePage from '@/app/(site)/docprofile/[docname]/page';
import HomePage from '@/app/(site)/page';
import MedicinePage from '@/app/(site)/pharmacy/[medname]/page';
import TreatmentPage from '@/app/(site)/treatment/[tname]/page';
import { PharmacyCartProvider } from '@/components/cart/pharmacy-cart-provider';
import * as s from '@/lib/db/schema';
import { seedDatabase } from '@/lib/seed';
import { createTestDb, type TestDb } from '../helpers/db';

// Outside a Next server there is no incremental cache: every read goes to the test database.
jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('@/lib/db', () => appDbMock());
// Swiper's stylesheets are plain CSS, which jest cannot load (the slides still render).
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/pagination', () => ({}));
jest.mock('next/navigation', () => navigationMock());
jest.mock('@/app/(site)/forms/actions', () => formActionsMock());

const HOSTILE =
  '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
const FORBIDDEN = [/<script/i, /onerror/i, /javascript:/i];

/** Harmless text with the three attacks after it. */
const hostileHtml = (marker: string) => `<p>Safe text ${marker}</p>${HOSTILE}`;

/**
 * Structured data is the one script a page may carry: JSON whose '<' is escaped. Returns the
 * page without it, after checking that.
 */
function withoutJsonLd(html: string): string {
  return html.replace(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    (_whole, json: string) => {
      expect(json).not.toContain('<');
      expect(() => JSON.parse(json)).not.toThrow();
      return '';
    },
  );
}

function expectNoActiveContent(html: string) {
  const page = withoutJsonLd(html);
  for (const pattern of FORBIDDEN) expect(page).not.toMatch(pattern);
}

/**
 * Every tag in React's output (text and attribute values have '<', '>' and '"' escaped, so a
 * tag runs from '<' to the next '>'): no script element, no event-handler attribute, no
 * javascript: URL.
 */
function expectNoActiveMarkup(html: string) {
  const page = withoutJsonLd(html);
  const tags = page.match(/<[a-zA-Z][^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(20);
  for (const tag of tags) {
    expect(tag).not.toMatch(/^<(script|iframe|object|embed)\b/i);
    for (const [, name, value = ''] of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      expect(name.toLowerCase()).not.toMatch(/^on/);
      expect(value.replace(/&#x?[0-9a-f]+;|\s/gi, '').toLowerCase()).not.toContain('javascript:');
    }
  }
}

const ESCAPED_SCRIPT = '&lt;script&gt;alert(1)&lt;/script&gt;';

describe('hostile content in the database', () => {
  let t: TestDb;
  const slug = {
    department: '',
    plainDepartment: '',
    treatment: '',
    plainTreatment: '',
    doctor: '',
    blog: '',
    medicine: '',
  };

  beforeAll(async () => {
    t = await createTestDb('pglite');
    useAppDb(t.db);
    const db = t.db;
    await seedDatabase(db, { today: '2025-03-10' });

    // A department with its content block and FAQs: HTML fields hostile.
    const [department] = await db
      .select({ id: s.departments.id, slug: s.departments.slug })
      .from(s.departments)
      .innerJoin(s.departmentQualities, eq(s.departmentQualities.departmentId, s.departments.id))
      .innerJoin(s.departmentFaqs, eq(s.departmentFaqs.departmentId, s.departments.id))
      .orderBy(asc(s.departments.id))
      .limit(1);
    slug.department = department.slug;
    await db
      .update(s.departmentQualities)
      .set({ descriptionHtml: hostileHtml('DEPT-QUALITY') })
      .where(eq(s.departmentQualities.departmentId, department.id));
    await db
      .update(s.departmentFaqs)
      .set({ answerHtml: hostileHtml('DEPT-FAQ') })
      .where(eq(s.departmentFaqs.departmentId, department.id));

    // Another department: its plain-text description hostile.
    const [plainDepartment] = await db
      .select({ id: s.departments.id, slug: s.departments.slug })
      .from(s.departments)
      .where(and(eq(s.departments.id, department.id + 1)));
    slug.plainDepartment = plainDepartment.slug;
    await db
      .update(s.departments)
      .set({ description: `Plain description ${HOSTILE}` })
      .where(eq(s.departments.id, plainDepartment.id));

    // A treatment with content blocks and FAQs: HTML fields hostile.
    const [treatment] = await db
      .select({ id: s.treatments.id, slug: s.treatments.slug })
      .from(s.treatments)
      .innerJoin(s.treatmentContents, eq(s.treatmentContents.treatmentId, s.treatments.id))
      .innerJoin(s.treatmentFaqs, eq(s.treatmentFaqs.treatmentId, s.treatments.id))
      .innerJoin(s.treatmentInfos, eq(s.treatmentInfos.treatmentId, s.treatments.id))
      .orderBy(asc(s.treatments.id))
      .limit(1);
    slug.treatment = treatment.slug;
    await db
      .update(s.treatmentContents)
      .set({ answerHtml: hostileHtml('TREAT-CONTENT') })
      .where(eq(s.treatmentContents.treatmentId, treatment.id));
    await db
      .update(s.treatmentFaqs)
      .set({ answerHtml: hostileHtml('TREAT-FAQ') })
      .where(eq(s.treatmentFaqs.treatmentId, treatment.id));

    // Another treatment: description and the info facts (plain text) hostile.
    const [plainTreatment] = await db
      .select({ id: s.treatments.id, slug: s.treatments.slug })
      .from(s.treatments)
      .innerJoin(s.treatmentInfos, eq(s.treatmentInfos.treatmentId, s.treatments.id))
      .where(inArray(s.treatments.departmentId, [plainDepartment.id]))
      .limit(1);
    slug.plainTreatment = plainTreatment.slug;
    await db
      .update(s.treatments)
      .set({ description: `Plain description ${HOSTILE}` })
      .where(eq(s.treatments.id, plainTreatment.id));
    await db
      .update(s.treatmentInfos)
      .set({ diseaseName: `Disease ${HOSTILE}`, treatedBy: `Team ${HOSTILE}` })
      .where(eq(s.treatmentInfos.treatmentId, plainTreatment.id));

    // A verified doctor: no field of a doctor holds HTML; the text fields are hostile.
    const [doctor] = await db
      .select({ id: s.doctors.id, slug: s.doctors.slug })
      .from(s.doctors)
      .where(eq(s.doctors.verified, true))
      .orderBy(asc(s.doctors.id))
      .limit(1);
    slug.doctor = doctor.slug;
    await db
      .update(s.doctors)
      .set({
        about: `About ${HOSTILE}`,
        membership: `Society ${HOSTILE}`,
        bestKnownFor: [`Known ${HOSTILE}`],
        topTreatments: [`Top ${HOSTILE}`],
      })
      .where(eq(s.doctors.id, doctor.id));

    // The newest blog (so it is in the recent and latest lists too): title, body and FAQ.
    const [blog] = await db
      .select({ id: s.blogs.id, slug: s.blogs.slug })
      .from(s.blogs)
      .orderBy(asc(s.blogs.id))
      .limit(1);
    slug.blog = blog.slug;
    await db
      .update(s.blogs)
      .set({
        titleHtml: `<strong>Safe title BLOG-TITLE</strong>${HOSTILE}`,
        descriptionHtml: hostileHtml('BLOG-BODY'),
        createdAt: new Date('2030-01-01T00:00:00Z'),
      })
      .where(eq(s.blogs.id, blog.id));
    await db.delete(s.blogFaqs).where(eq(s.blogFaqs.blogId, blog.id));
    await db
      .insert(s.blogFaqs)
      .values({ blogId: blog.id, question: 'Is it safe?', answerHtml: hostileHtml('BLOG-FAQ') });

    // The home page's FAQ and advertisement.
    await db.update(s.homeFaqs).set({ answerHtml: hostileHtml('HOME-FAQ') });
    await db.update(s.advertisements).set({ descriptionHtml: hostileHtml('HOME-AD') });

    // A medicine: its HTML texts and an FAQ answer.
    const [medicine] = await db
      .select({ id: s.medicines.id, slug: s.medicines.slug })
      .from(s.medicines)
      .orderBy(asc(s.medicines.id))
      .limit(1);
    slug.medicine = medicine.slug;
    await db
      .update(s.medicines)
      .set({ about: hostileHtml('MED-ABOUT'), sideEffects: hostileHtml('MED-SIDE-EFFECTS') })
      .where(eq(s.medicines.id, medicine.id));
    await db
      .insert(s.medicineFaqs)
      .values({ medicineId: medicine.id, question: 'Safe?', answer: hostileHtml('MED-FAQ') });
  });

  afterAll(async () => {
    useAppDb(null);
    await t?.drop();
  });

  it('the stored rows really hold the attacks', async () => {
    const [quality] = await t.db
      .select({ html: s.departmentQualities.descriptionHtml })
      .from(s.departmentQualities)
      .innerJoin(s.departments, eq(s.departments.id, s.departmentQualities.departmentId))
      .where(eq(s.departments.slug, slug.department));
    expect(quality.html).toContain('<script>alert(1)</script>');
    expect(quality.html).toContain('onerror=alert(1)');
    expect(quality.html).toContain('javascript:alert(1)');
  });

  it('department page: content block and FAQ answers', async () => {
    const html = await renderPage(DepartmentPage(params({ dname: slug.department })));
    expectNoActiveContent(html);
    expectNoActiveMarkup(html);
    expect(html).toContain('Safe text DEPT-QUALITY');
    expect(html).toContain('Safe text DEPT-FAQ');
    // The link text of the javascript: link survives, without its href.
    expect(html).toMatch(/<a>x<\/a>/);
  });

  it('treatment page: content blocks and FAQ answers', async () => {
    const html = await renderPage(TreatmentPage(params({ tname: slug.treatment })));
    expectNoActiveContent(html);
    expectNoActiveMarkup(html);
    expect(html).toContain('Safe text TREAT-CONTENT');
    expect(html).toContain('Safe text TREAT-FAQ');
  });

  it('blog post: title, body and FAQ answer (and its place in the recent list)', async () => {
    const html = await renderPage(BlogPostPage(params({ blogname: slug.blog })));
    expectNoActiveContent(html);
    expectNoActiveMarkup(html);
    expect(html).toContain('<strong>Safe title BLOG-TITLE</strong>');
    expect(html).toContain('Safe text BLOG-BODY');
    expect(html).toContain('Safe text BLOG-FAQ');
  });

  it('blog list: the hostile title is plain text in cards and sidebars', async () => {
    const html = await renderPage(BlogListPage({ searchParams: Promise.resolve({}) }));
    expectNoActiveContent(html);
    expectNoActiveMarkup(html);
    expect(html).toContain('Safe title BLOG-TITLE');
  });

  it('home page: FAQ answers, advertisement and the latest blogs', async () => {
    const html = await renderPage(HomePage());
    expectNoActiveContent(html);
    expectNoActiveMarkup(html);
    expect(html).toContain('Safe text HOME-FAQ');
    expect(html).toContain('Safe text HOME-AD');
    expect(html).toContain('Safe title BLOG-TITLE');
  });

  it('medicine page: description sections and FAQ answer', async () => {
    // The pharmacy layout puts every pharmacy page inside the cart provider.
    const page = await MedicinePage(params({ medname: slug.medicine }));
    const html = await renderPage(
      Promise.resolve(<PharmacyCartProvider>{page}</PharmacyCartProvider>),
    );
    expectNoActiveContent(html);
    expectNoActiveMarkup(html);
    expect(html).toContain('Safe text MED-ABOUT');
    expect(html).toContain('Safe text MED-SIDE-EFFECTS');
    expect(html).toContain('Safe text MED-FAQ');
  });

  describe('plain-text fields show the markup as text, never as markup', () => {
    it('department description', async () => {
      const html = await renderPage(DepartmentPage(params({ dname: slug.plainDepartment })));
      expectNoActiveMarkup(html);
      expect(html).toContain(`Plain description ${ESCAPED_SCRIPT}`);
    });

    it('treatment description and facts', async () => {
      const html = await renderPage(TreatmentPage(params({ tname: slug.plainTreatment })));
      expectNoActiveMarkup(html);
      expect(html).toContain(`Plain description ${ESCAPED_SCRIPT}`);
      expect(html).toContain(`Disease ${ESCAPED_SCRIPT}`);
      expect(html).toContain(`Team ${ESCAPED_SCRIPT}`);
    });

    it('doctor profile: about, membership, best known for, top treatments', async () => {
      const html = await renderPage(DoctorProfilePage(params({ docname: slug.doctor })));
      expectNoActiveMarkup(html);
      for (const label of ['About', 'Society', 'Known', 'Top']) {
        expect(html).toContain(`${label} ${ESCAPED_SCRIPT}`);
      }
    });
  });
});
