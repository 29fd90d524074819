import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Metadata } from 'next';
import { getDb, schema } from '@/lib/db';
import { breadcrumbJsonLd, hospitalJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';
import { absoluteUrl, buildMetadata, type PageMeta } from '@/lib/seo/metadata';
import { getBranches, getContactSettings, getSiteSettings } from './reads';
import { TAGS, seoTag } from '../cache/tags';
import { cachedFor } from '../cache/cached';

/** The hospital's logo (drawn by the seed's image generator). */
const LOGO_PATH = '/images/logo.svg';

/** The page types that own a tag/meta record (spec section 3, 'Tag/meta record'). */
export type SeoTagType = (typeof schema.seoTagType.enumValues)[number];

export type SeoTag = {
  metaTitle: string;
  metaDescription: string;
  metaTags: string[];
  metaName: string;
};

/** The tag record of one page type, or null when the database has none for it. */
export async function getSeoTag(type: SeoTagType): Promise<SeoTag | null> {
  'use cache';
  cachedFor(TAGS.seo, seoTag(type));
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.seoTags)
    .where(eq(schema.seoTags.type, type))
    .limit(1);
  if (!row) return null;
  return {
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaTags: row.metaTags,
    metaName: row.metaName,
  };
}

/** A tag record with its page type, as GET /api/tag/get_tag lists them. */
export type SeoTagRecord = SeoTag & { id: number; type: SeoTagType };

/** Every page type's tag record (GET /api/tag/get_tag), in the order of the page types. */
export async function getSeoTags(): Promise<SeoTagRecord[]> {
  'use cache';
  // Each type's own tag too, so revalidating one record (seo:<type>) reaches this list.
  cachedFor(TAGS.seo, ...schema.seoTagType.enumValues.map(seoTag));
  const db = await getDb();
  const t = schema.seoTags;
  return db
    .select({
      id: t.id,
      type: t.type,
      metaTitle: t.metaTitle,
      metaDescription: t.metaDescription,
      metaTags: t.metaTags,
      metaName: t.metaName,
    })
    .from(t)
    .orderBy(asc(t.type));
}

type Fallback = Omit<PageMeta, 'path' | 'title' | 'description' | 'keywords'> & {
  title: string;
  description: string;
  keywords?: string[];
};

/**
 * Metadata for a page whose title, description and keywords come from its tag record; the
 * fallback keeps the page indexable when the record is missing (an unseeded database).
 */
export async function seoTagMetadata(
  type: SeoTagType,
  path: string,
  fallback: Fallback,
): Promise<Metadata> {
  const tag = await getSeoTag(type);
  const title = tag?.metaTitle || fallback.title;
  const metadata = buildMetadata({
    ...fallback,
    path,
    title,
    description: tag?.metaDescription || fallback.description,
    keywords: tag?.metaTags.length ? tag.metaTags : fallback.keywords,
  });
  // The record's title is the whole title the editors chose: no site-name suffix from the layout.
  return { ...metadata, title: { absolute: title } };
}

/** The Hospital structured data of the home and contact pages, from the contact settings. */
export async function getHospitalJsonLd(): Promise<JsonLdData> {
  const [site, contact, branches] = await Promise.all([
    getSiteSettings(),
    getContactSettings(),
    getBranches(),
  ]);
  return hospitalJsonLd({
    name: site.hospitalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    telephone: contact.appointmentCall,
    email: contact.email,
    address: [contact.officeAddress, contact.officeAddress2].filter(Boolean).join(', '),
    branches: branches.filter((b) => b.address).map((b) => ({ name: b.name, address: b.address })),
    sameAs: site.socialLinks.map((link) => link.href),
  });
}

/** BreadcrumbList from Home to the page: `trail` lists the crumbs after Home. */
export function breadcrumbs(trail: { name: string; path: string }[]): JsonLdData {
  return breadcrumbJsonLd(
    [{ name: 'Home', path: '/' }, ...trail].map((c) => ({
      name: c.name,
      url: absoluteUrl(c.path),
    })),
  );
}
