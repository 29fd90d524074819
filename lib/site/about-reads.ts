import 'server-only';
import { asc, eq, ne } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';

export type HeaderBlock = {
  id: number;
  title: string;
  image: string;
  listItemImage: string;
  listItemTexts: string[];
  navLinkSlug: string;
  navLinkImage: string;
  navLinkText: string;
};

export type AboutCta = { id: number; type: string; image: string; text: string };

export type AboutValue = {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  image: string;
};

/** An about value with its type ('Choose us' feeds the home page; the others the about page). */
export type TypedAboutValue = AboutValue & { type: string };

export type AboutMission = {
  id: number;
  title: string;
  description: string;
  percentages: { number: number; text: string }[];
};

export type TeamMember = { id: number; name: string; designation: string; image: string };

export async function getHeaderBlocks(): Promise<HeaderBlock[]> {
  'use cache';
  cachedFor(TAGS.about);
  const db = await getDb();
  const h = schema.headerBlocks;
  return db
    .select({
      id: h.id,
      title: h.title,
      image: h.image,
      listItemImage: h.listItemImage,
      listItemTexts: h.listItemTexts,
      navLinkSlug: h.navLinkSlug,
      navLinkImage: h.navLinkImage,
      navLinkText: h.navLinkText,
    })
    .from(h)
    .orderBy(asc(h.position), asc(h.id));
}

/** CTA items of one type: 'CTA' for the carousel, 'Values' for the values section. */
export async function getAboutCtas(type: 'CTA' | 'Values'): Promise<AboutCta[]> {
  'use cache';
  cachedFor(TAGS.about);
  const db = await getDb();
  const c = schema.aboutCtas;
  return db
    .select({ id: c.id, type: c.type, image: c.image, text: c.text })
    .from(c)
    .where(eq(c.type, type))
    .orderBy(asc(c.position), asc(c.id));
}

/** About values other than the home page's 'Choose us' one. */
export async function getAboutValues(): Promise<AboutValue[]> {
  'use cache';
  cachedFor(TAGS.about);
  const db = await getDb();
  const v = schema.aboutValues;
  return db
    .select({
      id: v.id,
      title: v.title,
      subtitle: v.subtitle,
      description: v.description,
      image: v.image,
    })
    .from(v)
    .where(ne(v.type, 'Choose us'))
    .orderBy(asc(v.position), asc(v.id));
}

export async function getAboutMission(): Promise<AboutMission | null> {
  'use cache';
  cachedFor(TAGS.about);
  const db = await getDb();
  const m = schema.aboutMissions;
  const [row] = await db.select().from(m).orderBy(asc(m.id)).limit(1);
  return row ?? null;
}

export async function getTeam(): Promise<TeamMember[]> {
  'use cache';
  cachedFor(TAGS.about);
  const db = await getDb();
  const t = schema.teamMembers;
  return db
    .select({ id: t.id, name: t.name, designation: t.designation, image: t.image })
    .from(t)
    .orderBy(asc(t.position), asc(t.id));
}

/** Every CTA item, whatever its type: GET /api/aboutcta/get_aboutcta, filtered by its callers. */
export async function getAllAboutCtas(): Promise<AboutCta[]> {
  'use cache';
  cachedFor(TAGS.about);
  const db = await getDb();
  const c = schema.aboutCtas;
  return db
    .select({ id: c.id, type: c.type, image: c.image, text: c.text })
    .from(c)
    .orderBy(asc(c.position), asc(c.id));
}

/** Every about value with its type: GET /api/aboutvalues/get_aboutvalues (home keeps 'Choose us'). */
export async function getAllAboutValues(): Promise<TypedAboutValue[]> {
  'use cache';
  cachedFor(TAGS.about);
  const db = await getDb();
  const v = schema.aboutValues;
  return db
    .select({
      id: v.id,
      type: v.type,
      title: v.title,
      subtitle: v.subtitle,
      description: v.description,
      image: v.image,
    })
    .from(v)
    .orderBy(asc(v.position), asc(v.id));
}
