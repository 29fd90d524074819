import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb, schema } from '@/lib/db';
import { sanitizeFaqs, type Faq } from './reads';
import { sanitizeHtml, type SanitizedHtml } from '@/lib/sanitize';
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

export type TreatmentPageData = {
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
  ctaIcons: { id: number; icon: string; name: string }[];
  info: TreatmentInfo | null;
  contents: TreatmentContent[];
  faqs: Faq[];
};

async function loadTreatment(slug: string): Promise<TreatmentPageData | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      treatment: treatments,
      departmentName: departments.name,
      departmentSlug: departments.slug,
    })
    .from(treatments)
    .innerJoin(departments, eq(treatments.departmentId, departments.id))
    .where(eq(treatments.slug, slug))
    .limit(1);
  if (!row) return null;
  const id = row.treatment.id;
  const ctaIcons = await db
    .select({
      id: treatmentCtaIcons.id,
      icon: treatmentCtaIcons.icon,
      name: treatmentCtaIcons.name,
    })
    .from(treatmentCtaIcons)
    .where(eq(treatmentCtaIcons.treatmentId, id))
    .orderBy(asc(treatmentCtaIcons.position), asc(treatmentCtaIcons.id));
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
  const contents = await db
    .select({
      id: treatmentContents.id,
      question: treatmentContents.question,
      answerHtml: treatmentContents.answerHtml,
      images: treatmentContents.images,
    })
    .from(treatmentContents)
    .where(eq(treatmentContents.treatmentId, id))
    .orderBy(asc(treatmentContents.position), asc(treatmentContents.id));
  const faqs = await db
    .select({
      id: treatmentFaqs.id,
      question: treatmentFaqs.question,
      answerHtml: treatmentFaqs.answerHtml,
    })
    .from(treatmentFaqs)
    .where(eq(treatmentFaqs.treatmentId, id))
    .orderBy(asc(treatmentFaqs.position), asc(treatmentFaqs.id));
  const t = row.treatment;
  return {
    id,
    name: t.name,
    slug: t.slug,
    description: t.description,
    image: t.image,
    bannerImages: t.bannerImages,
    metaName: t.metaName,
    metaDescription: t.metaDescription,
    metaTags: t.metaTags,
    departmentName: row.departmentName,
    departmentSlug: row.departmentSlug,
    ctaIcons,
    info: info ?? null,
    // Content HTML is sanitised here, once, in the cached read (lib/sanitize.ts).
    contents: contents.map((c) => ({ ...c, answerHtml: sanitizeHtml(c.answerHtml) })),
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
  return db
    .select({
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
    })
    .from(treatments)
    .innerJoin(departments, eq(treatments.departmentId, departments.id))
    .orderBy(asc(treatments.id));
}
