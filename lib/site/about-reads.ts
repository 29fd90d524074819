import 'server-only';
import { asc, eq, ne } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { orderedContent, orderedRows } from './ordered-rows';
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

const { aboutCtas, aboutValues, headerBlocks, teamMembers } = schema;

const VALUE_FIELDS = {
  id: aboutValues.id,
  title: aboutValues.title,
  subtitle: aboutValues.subtitle,
  description: aboutValues.description,
  image: aboutValues.image,
};

export async function getHeaderBlocks(): Promise<HeaderBlock[]> {
  'use cache';
  cachedFor(TAGS.about);
  return orderedContent(headerBlocks);
}

/** CTA items of one type: 'CTA' for the carousel, 'Values' for the values section. */
export async function getAboutCtas(type: 'CTA' | 'Values'): Promise<AboutCta[]> {
  'use cache';
  cachedFor(TAGS.about);
  return orderedContent(aboutCtas, eq(aboutCtas.type, type));
}

/** About values other than the home page's 'Choose us' one. */
export async function getAboutValues(): Promise<AboutValue[]> {
  'use cache';
  cachedFor(TAGS.about);
  return orderedRows(aboutValues, VALUE_FIELDS, ne(aboutValues.type, 'Choose us'));
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
  return orderedContent(teamMembers);
}

/** Every CTA item, whatever its type: GET /api/aboutcta/get_aboutcta, filtered by its callers. */
export async function getAllAboutCtas(): Promise<AboutCta[]> {
  'use cache';
  cachedFor(TAGS.about);
  return orderedContent(aboutCtas);
}

/** Every about value with its type: GET /api/aboutvalues/get_aboutvalues (home keeps 'Choose us'). */
export async function getAllAboutValues(): Promise<TypedAboutValue[]> {
  'use cache';
  cachedFor(TAGS.about);
  return orderedContent(aboutValues);
}
