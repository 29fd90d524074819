import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb, schema } from '@/lib/db';
import { orderedRows } from '@/lib/site/ordered-rows';
import { sanitizeHtml, type SanitizedHtml } from '@/lib/sanitize';
import { recordNamed } from '@/lib/validation/name-or-slug';
import { isSlug } from '@/lib/validation/slug';
import { TAGS, departmentTag } from '../cache/tags';
import { cachedFor } from '../cache/cached';

const { departments, departmentQualities, departmentFaqs, treatments } = schema;

export type Faq = { id: number; question: string; answerHtml: SanitizedHtml };

/** FAQ rows as stored, their answers sanitised (shared by the department and treatment reads). */
export function sanitizeFaqs(rows: { id: number; question: string; answerHtml: string }[]): Faq[] {
  return rows.map((faq) => ({ ...faq, answerHtml: sanitizeHtml(faq.answerHtml) }));
}

export type SpecialityCard = { id: number; name: string; slug: string; image: string };

/** A department with its treatments, as the department list gives it (no FAQs or content block). */
export type DepartmentSummary = {
  id: number;
  name: string;
  slug: string;
  image: string;
  description: string;
  contentImage: string | null;
  metaName: string;
  metaDescription: string;
  metaTags: string[];
  specialities: SpecialityCard[];
};

export type DepartmentPageData = DepartmentSummary & {
  followUpImage: string | null;
  /** The content block (section 2); null when the department has none yet. */
  quality: { title: string; descriptionHtml: SanitizedHtml; qualities: string[] } | null;
  faqs: Faq[];
};

/** A department row's own fields as the list and the page give them (no image means null). */
function departmentFields(department: typeof departments.$inferSelect) {
  const { id, name, slug, image, description, metaName, metaDescription, metaTags } = department;
  const contentImage = department.contentImage || null;
  return { id, name, slug, image, description, contentImage, metaName, metaDescription, metaTags };
}

async function loadDepartment(slug: string): Promise<DepartmentPageData | null> {
  const db = await getDb();
  const [department] = await db
    .select()
    .from(departments)
    .where(eq(departments.slug, slug))
    .limit(1);
  if (!department) return null;
  const [quality] = await db
    .select({
      title: departmentQualities.title,
      descriptionHtml: departmentQualities.descriptionHtml,
      qualities: departmentQualities.qualities,
    })
    .from(departmentQualities)
    .where(eq(departmentQualities.departmentId, department.id))
    .limit(1);
  const specialities = await db
    .select({
      id: treatments.id,
      name: treatments.name,
      slug: treatments.slug,
      image: treatments.image,
    })
    .from(treatments)
    .where(eq(treatments.departmentId, department.id))
    .orderBy(asc(treatments.id));
  const f = departmentFaqs;
  const faqs = await orderedRows(
    f,
    { id: f.id, question: f.question, answerHtml: f.answerHtml },
    eq(f.departmentId, department.id),
  );
  return {
    ...departmentFields(department),
    followUpImage: department.followUpImage || null,
    // Content HTML is sanitised here, once, in the cached read (lib/sanitize.ts).
    quality: quality
      ? { ...quality, descriptionHtml: sanitizeHtml(quality.descriptionHtml) }
      : null,
    specialities,
    faqs: sanitizeFaqs(faqs),
  };
}

/** Everything the department page shows except its doctors; null for an unknown slug. */
export const getDepartmentPage = cache(async (slug: string): Promise<DepartmentPageData | null> =>
  isSlug(slug) ? cachedDepartment(slug) : null,
);

async function cachedDepartment(slug: string): Promise<DepartmentPageData | null> {
  'use cache';
  cachedFor(TAGS.departments, TAGS.treatments, departmentTag(slug));
  return loadDepartment(slug);
}

/** Every department with its treatments (GET /api/department/get_department), by id. */
export async function getDepartmentList(): Promise<DepartmentSummary[]> {
  'use cache';
  cachedFor(TAGS.departments, TAGS.treatments);
  const db = await getDb();
  const [rows, cards] = await Promise.all([
    db.select().from(departments).orderBy(asc(departments.id)),
    db
      .select({
        id: treatments.id,
        name: treatments.name,
        slug: treatments.slug,
        image: treatments.image,
        departmentId: treatments.departmentId,
      })
      .from(treatments)
      .orderBy(asc(treatments.id)),
  ]);
  return rows.map((department) => ({
    ...departmentFields(department),
    specialities: cards
      .filter((card) => card.departmentId === department.id)
      .map(({ id, name, slug, image }) => ({ id, name, slug, image })),
  }));
}

/**
 * The department a name or slug names ('Obstetrics & Gynaecology', 'obstetrics-gynaecology'),
 * looked up in the cached list; null for neither.
 */
export async function findDepartment(nameOrSlug: string): Promise<DepartmentSummary | null> {
  return recordNamed(await getDepartmentList(), nameOrSlug);
}

/** The department page of a name or slug, read by its slug; null for neither. */
export async function getDepartmentPageNamed(
  nameOrSlug: string,
): Promise<DepartmentPageData | null> {
  const department = await findDepartment(nameOrSlug);
  return department ? getDepartmentPage(department.slug) : null;
}
