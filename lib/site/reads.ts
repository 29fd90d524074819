import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';
import type {
  Branch,
  ContactSettings,
  DepartmentMenuItem,
  LabAd,
  Region,
  SiteSettings,
  SocialLink,
} from './types';

/**
 * Used only when the database has no row yet (an empty, unseeded database), so the shell
 * around every page still renders instead of failing the whole site.
 */
const FALLBACK_CONTACT: ContactSettings = {
  title: 'Contact Saithunga Multi-Speciality Hospital',
  officeHours: [],
  officeAddress: 'Bangalore, Karnataka',
  officeAddress2: '',
  getInTouch: [],
  description: '',
  appointmentCall: '+91 80 4000 1000',
  emergencyCall: '+91 80 4000 1008',
  whatsapp: '9000000000',
  email: 'info@saithunga.example',
};

const FALLBACK_SITE: SiteSettings = {
  hospitalName: 'Saithunga Multi-Speciality Hospital',
  phone: FALLBACK_CONTACT.appointmentCall,
  email: FALLBACK_CONTACT.email,
  socialLinks: [],
};

export async function getBranches(): Promise<Branch[]> {
  'use cache';
  cachedFor(TAGS.site, TAGS.branches);
  const db = await getDb();
  return db
    .select({
      id: schema.branches.id,
      name: schema.branches.name,
      address: schema.branches.address,
      phone: schema.branches.phone,
    })
    .from(schema.branches)
    .orderBy(asc(schema.branches.id));
}

/** Departments for the header menus, alphabetical by name as the spec asks. */
export async function getDepartmentsForMenu(): Promise<DepartmentMenuItem[]> {
  'use cache';
  cachedFor(TAGS.site, TAGS.departments);
  const db = await getDb();
  const rows = await db
    .select({
      id: schema.departments.id,
      name: schema.departments.name,
      slug: schema.departments.slug,
    })
    .from(schema.departments);
  // Sorted here rather than in SQL so the order does not depend on the database collation.
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
}

/** The popular regions (GET /api/region/get_popularregion), alphabetical by name. */
export async function getPopularRegions(): Promise<Region[]> {
  'use cache';
  cachedFor(TAGS.site, TAGS.branches);
  const db = await getDb();
  const r = schema.regions;
  return db
    .select({ id: r.id, name: r.name, popular: r.popular })
    .from(r)
    .where(eq(r.popular, true))
    .orderBy(asc(r.name));
}

/** The lab-test area's banner ads (GET /api/getmainadd and /api/getsecondaryimage). */
export async function getLabAds(): Promise<LabAd[]> {
  'use cache';
  cachedFor(TAGS.lab);
  const db = await getDb();
  const l = schema.labAds;
  return db
    .select({ id: l.id, mainAd: l.mainAd, secondaryImages: l.secondaryImages })
    .from(l)
    .orderBy(asc(l.id));
}

export async function getContactSettings(): Promise<ContactSettings> {
  'use cache';
  cachedFor(TAGS.site, TAGS.contact);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.contactInfo)
    .where(eq(schema.contactInfo.sectionName, 'main'))
    .limit(1);
  if (!row) return FALLBACK_CONTACT;
  return {
    title: row.title,
    officeHours: row.officeHours,
    officeAddress: row.officeAddress,
    officeAddress2: row.officeAddress2,
    getInTouch: row.getInTouch,
    description: row.description,
    appointmentCall: row.appointmentCall,
    emergencyCall: row.emergencyCall,
    whatsapp: row.whatsapp,
    email: row.email,
  };
}

export async function getSiteSettings(): Promise<SiteSettings> {
  'use cache';
  cachedFor(TAGS.site);
  const db = await getDb();
  const [row] = await db
    .select({ value: schema.settings.value })
    .from(schema.settings)
    .where(eq(schema.settings.key, 'site'))
    .limit(1);
  return parseSiteSettings(row?.value);
}

/** The settings value is free-form JSON: keep what has the right shape, default the rest. */
export function parseSiteSettings(value: unknown): SiteSettings {
  const v = isRecord(value) ? value : {};
  const text = (key: string, fallback: string) =>
    typeof v[key] === 'string' && v[key] !== '' ? (v[key] as string) : fallback;
  const links = Array.isArray(v.socialLinks) ? v.socialLinks : [];
  return {
    hospitalName: text('hospitalName', FALLBACK_SITE.hospitalName),
    phone: text('phone', FALLBACK_SITE.phone),
    email: text('email', FALLBACK_SITE.email),
    socialLinks: links.filter(isSocialLink).map(({ label, href }) => ({ label, href })),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSocialLink(value: unknown): value is SocialLink {
  return (
    isRecord(value) &&
    typeof value.label === 'string' &&
    typeof value.href === 'string' &&
    /^https?:\/\//.test(value.href)
  );
}
