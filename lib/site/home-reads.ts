import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { experienceYears, normaliseRegion } from '@/lib/doctors/display';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { isPublicDoctor } from '../doctors/public';
import { TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';
import { orderedContent, orderedRows } from './ordered-rows';
import type {
  Advertisement,
  Analytic,
  BlogTeaser,
  ChooseUs,
  Faq,
  HomeBanner,
  HomeDoctor,
  ShowcaseDepartment,
  VideoTestimonial,
} from './home-types';

export type * from './home-types';

/** How many doctors the home carousel and how many blogs the home teaser list hold. */
export const HOME_DOCTOR_LIMIT = 8;
export const HOME_BLOG_LIMIT = 6;
/** Characters of blog text kept for the teaser (the card cuts at 50; the rest is headroom). */
const EXCERPT_SOURCE = 160;

export async function getHomeBanners(): Promise<HomeBanner[]> {
  'use cache';
  cachedFor(TAGS.home);
  return orderedContent(schema.homeBanners);
}

/** Verified doctors for the home carousel. */
export async function getHomeDoctors(): Promise<HomeDoctor[]> {
  'use cache';
  cachedFor(TAGS.doctors);
  return queryHomeDoctors(await getDb());
}

/**
 * The home carousel's doctors: best rated first, then those not rated yet (PostgreSQL puts a
 * null first in a descending order, which would open the carousel with every unrated doctor).
 */
export async function queryHomeDoctors(db: Db): Promise<HomeDoctor[]> {
  const d = schema.doctors;
  const rows = await db
    .select({
      id: d.id,
      name: d.name,
      slug: d.slug,
      image: d.image,
      specialities: d.specialities,
      experienceYears: d.experienceYears,
      region: d.region,
      phone: d.phone,
      pricePaise: d.pricePaise,
      departmentName: schema.departments.name,
    })
    .from(d)
    .innerJoin(schema.departments, eq(schema.departments.id, d.departmentId))
    .where(isPublicDoctor())
    .orderBy(sql`${d.rating} desc nulls last`, asc(d.id))
    .limit(HOME_DOCTOR_LIMIT);
  return rows.map((row) => ({
    ...row,
    experienceYears: experienceYears(row.experienceYears),
    region: normaliseRegion(row.region),
  }));
}

export async function getShowcaseDepartments(): Promise<ShowcaseDepartment[]> {
  'use cache';
  cachedFor(TAGS.departments);
  const db = await getDb();
  const d = schema.departments;
  return db
    .select({ id: d.id, name: d.name, slug: d.slug, image: d.image, description: d.description })
    .from(d)
    .orderBy(asc(d.id));
}

export async function getVideoTestimonials(): Promise<VideoTestimonial[]> {
  'use cache';
  cachedFor(TAGS.home);
  return orderedContent(schema.videoTestimonials);
}

export async function getAdvertisement(): Promise<Advertisement | null> {
  'use cache';
  cachedFor(TAGS.home);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.advertisements)
    .orderBy(asc(schema.advertisements.id))
    .limit(1);
  return row ? { ...row, descriptionHtml: sanitizeHtml(row.descriptionHtml) } : null;
}

export async function getHomeFaqs(): Promise<Faq[]> {
  'use cache';
  cachedFor(TAGS.home);
  const rows = await orderedContent(schema.homeFaqs);
  return rows.map((faq) => ({ ...faq, answerHtml: sanitizeHtml(faq.answerHtml) }));
}

/** The newest blogs, as plain-text teasers (titles and descriptions are stored as HTML). */
export async function getLatestBlogs(): Promise<BlogTeaser[]> {
  'use cache';
  cachedFor(TAGS.blogs);
  const db = await getDb();
  const b = schema.blogs;
  const rows = await db
    .select({
      id: b.id,
      slug: b.slug,
      titleHtml: b.titleHtml,
      image: b.image,
      descriptionHtml: b.descriptionHtml,
      category: schema.departments.name,
      createdAt: b.createdAt,
    })
    .from(b)
    .innerJoin(schema.departments, eq(schema.departments.id, b.departmentId))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(HOME_BLOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: htmlToText(row.titleHtml),
    image: row.image,
    excerpt: htmlToText(row.descriptionHtml).slice(0, EXCERPT_SOURCE),
    category: row.category,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The about values of type 'Choose us' and the CTA icons of the same type. */
export async function getChooseUs(): Promise<ChooseUs | null> {
  'use cache';
  cachedFor(TAGS.about);
  const v = schema.aboutValues;
  const c = schema.aboutCtas;
  const chooseUs = 'Choose us';
  const reasons = await orderedRows(
    v,
    { id: v.id, title: v.title, subtitle: v.subtitle, description: v.description, icon: v.image },
    eq(v.type, chooseUs),
  );
  if (reasons.length === 0) return null;
  const badges = await orderedRows(
    c,
    { id: c.id, icon: c.image, caption: c.text },
    eq(c.type, chooseUs),
  );
  return {
    subtitle: reasons[0].subtitle,
    reasons: reasons.map(({ id, title, description, icon }) => ({ id, title, description, icon })),
    badges,
  };
}

export async function getAnalytics(): Promise<Analytic[]> {
  'use cache';
  cachedFor(TAGS.home);
  return orderedContent(schema.analytics);
}
