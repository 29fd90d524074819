import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb, schema } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { orderedRows } from '@/lib/site/ordered-rows';
import { sanitizeFaqs, type Faq } from './reads';
import { sanitizeHtml, type SanitizedHtml } from '@/lib/sanitize';
import { recordNamed } from '@/lib/validation/name-or-slug';
import { isSlug } from '@/lib/validation/slug';
import { TAGS, treatmentTag } from '../cache/tags';
import { cachedFor } from '../cache/cached';

const {
  treatments,
  departments,
  treatmentCtaIcons,
  treatmentInfos,
  treatmentContents,
  treatmentFaqs,
} = schema;

export type TreatmentInfo = {
  diseaseName: string;
  surgeryName: string;
  duration: string;
  treatedBy: string;
};

export type TreatmentContent = {
  id: number;
  question: string;
  answerHtml: SanitizedHtml;
  images: string[];
};

/** A treatment's header fields (name, description, images) and its department. */
export type TreatmentHeader = {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string;
  bannerImages: string[];
  metaName: string;
  metaDescription: string;
  metaTags: string[];
  departmentName: string;
  departmentSlug: string;
};

export type TreatmentPageData = TreatmentHeader & {
  ctaIcons: { id: number; icon: string; name: string }[];
  info: TreatmentInfo | null;
  contents: TreatmentContent[];
  faqs: Faq[];
};

/** A treatment's header columns with its department's name and slug. */
const HEADER_FIELDS = {
  id: treatments.id,
  name: treatments.name,
  slug: treatments.slug,
  description: treatments.description,
  image: treatments.image,
  bannerImages: treatments.bannerImages,
  metaName: treatments.metaName,
  metaDescription: treatments.metaDescription,
  metaTags: treatments.metaTags,
  departmentName: departments.name,
  departmentSlug: departments.slug,
};

/** The header query, to be narrowed (one slug) or ordered (all) by the caller. */
function selectHeaders(db: Db) {
  return db
    .select(HEADER_FIELDS)
    .from(treatments)
    .innerJoin(departments, eq(treatments.departmentId, departments.id))
    .$dynamic();
}

async function loadTreatment(slug: string): Promise<TreatmentPageData | null> {
  const db = await getDb();
  const [header] = await selectHeaders(db).where(eq(treatments.slug, slug)).limit(1);
  if (!header) return null;
  const { id } = header;
  const ctaIcons = await orderedRows(
    treatmentCtaIcons,
    { id: treatmentCtaIcons.id, icon: treatmentCtaIcons.icon, name: treatmentCtaIcons.name },
    eq(treatmentCtaIcons.treatmentId, id),
  );
  const [info] = await db
    .select({
      diseaseName: treatmentInfos.diseaseName,
      surgeryName: treatmentInfos.surgeryName,
      duration: treatmentInfos.duration,
      treatedBy: treatmentInfos.treatedBy,
    })
    .from(treatmentInfos)
    .where(eq(treatmentInfos.treatmentId, id))
    .limit(1);
  const c = treatmentContents;
  const contents = await orderedRows(
    c,
    { id: c.id, question: c.question, answerHtml: c.answerHtml, images: c.images },
    eq(c.treatmentId, id),
  );
  const f = treatmentFaqs;
  const faqs = await orderedRows(
    f,
    { id: f.id, question: f.question, answerHtml: f.answerHtml },
    eq(f.treatmentId, id),
  );
  return {
    ...header,
    ctaIcons,
    info: info ?? null,
    // Content HTML is sanitised here, once, in the cached read (lib/sanitize.ts).
    contents: contents.map((row) => ({ ...row, answerHtml: sanitizeHtml(row.answerHtml) })),
    faqs: sanitizeFaqs(faqs),
  };
}

/** Everything the treatment page shows except its doctors; null for an unknown slug. */
export const getTreatmentPage = cache(async (slug: string): Promise<TreatmentPageData | null> =>
  isSlug(slug) ? cachedTreatment(slug) : null,
);

async function cachedTreatment(slug: string): Promise<TreatmentPageData | null> {
  'use cache';
  cachedFor(TAGS.treatments, treatmentTag(slug));
  return loadTreatment(slug);
}

/** Every treatment's header (GET /api/gettreatmentheader), by id. */
export async function getTreatmentHeaders(): Promise<TreatmentHeader[]> {
  'use cache';
  cachedFor(TAGS.treatments, TAGS.departments);
  const db = await getDb();
  return selectHeaders(db).orderBy(asc(treatments.id));
}

/** The treatment page of a name or slug, found in the cached headers; null for neither. */
export async function getTreatmentPageNamed(nameOrSlug: string): Promise<TreatmentPageData | null> {
  const treatment = recordNamed(await getTreatmentHeaders(), nameOrSlug);
  return treatment ? getTreatmentPage(treatment.slug) : null;
}
