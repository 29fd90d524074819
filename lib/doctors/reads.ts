import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { cache } from 'react';
import { getDb, schema } from '@/lib/db';
import { experienceYears, normaliseRegion } from '@/lib/doctors/display';
import type { DoctorCardData, DoctorProfileData } from '@/lib/doctors/types';
import { isSlug } from '@/lib/validation/slug';
import { TAGS, departmentTag, doctorTag, treatmentTag } from '../cache/tags';
import { cachedFor } from '../cache/cached';
import { isPublicDoctor } from './public';

const { doctors, departments, branches, doctorTreatments, treatments } = schema;

/** Columns every doctor read needs; the display rules are applied in toCard. */
const cardColumns = {
  id: doctors.id,
  name: doctors.name,
  slug: doctors.slug,
  image: doctors.image,
  specialities: doctors.specialities,
  qualifications: doctors.qualifications,
  experienceYears: doctors.experienceYears,
  region: doctors.region,
  pricePaise: doctors.pricePaise,
  phone: doctors.phone,
  rating: doctors.rating,
  expertise: doctors.expertise,
  topTreatments: doctors.topTreatments,
  departmentName: departments.name,
  departmentSlug: departments.slug,
};

type CardRow = SelectResultFields<typeof cardColumns>;

function toCard(row: CardRow): DoctorCardData {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    specialities: row.specialities,
    qualifications: row.qualifications,
    experienceYears: experienceYears(row.experienceYears),
    region: normaliseRegion(row.region),
    pricePaise: row.pricePaise,
    phone: row.phone,
    rating: row.rating === null ? null : Number(row.rating),
    departmentName: row.departmentName,
    departmentSlug: row.departmentSlug,
    searchTerms: [...row.expertise, ...row.topTreatments],
  };
}

async function selectCards(where: SQL | undefined): Promise<DoctorCardData[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .where(where)
    .orderBy(asc(doctors.id));
  return rows.map(toCard);
}

/** Every verified doctor, for the /doctors listing (filtered in memory: a few hundred at most). */
export async function getDoctorCards(): Promise<DoctorCardData[]> {
  'use cache';
  cachedFor(TAGS.doctors);
  return selectCards(isPublicDoctor());
}

/** Doctors of one department: department_id.slug equals the route's department (section 5). */
export const getDoctorsForDepartment = cache(async (slug: string): Promise<DoctorCardData[]> =>
  isSlug(slug) ? cachedDepartmentDoctors(slug) : [],
);

async function cachedDepartmentDoctors(slug: string): Promise<DoctorCardData[]> {
  'use cache';
  cachedFor(TAGS.doctors, TAGS.departments, departmentTag(slug));
  return selectCards(and(isPublicDoctor(), eq(departments.slug, slug)));
}

/** The 'Best Doctor's for (treatment)': doctors linked to the treatment. */
export const getDoctorsForTreatment = cache(async (slug: string): Promise<DoctorCardData[]> =>
  isSlug(slug) ? cachedTreatmentDoctors(slug) : [],
);

async function cachedTreatmentDoctors(slug: string): Promise<DoctorCardData[]> {
  'use cache';
  cachedFor(TAGS.doctors, TAGS.treatments, treatmentTag(slug));
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .innerJoin(doctorTreatments, eq(doctorTreatments.doctorId, doctors.id))
    .innerJoin(treatments, eq(doctorTreatments.treatmentId, treatments.id))
    .where(and(isPublicDoctor(), eq(treatments.slug, slug)))
    .orderBy(asc(doctors.id));
  return rows.map(toCard);
}

/** One doctor's profile, or null for an unknown (or unverified) slug. */
export const getDoctorProfile = cache(async (slug: string): Promise<DoctorProfileData | null> =>
  isSlug(slug) ? cachedDoctorProfile(slug) : null,
);

async function cachedDoctorProfile(slug: string): Promise<DoctorProfileData | null> {
  'use cache';
  cachedFor(TAGS.doctors, doctorTag(slug));
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      about: doctors.about,
      membership: doctors.membership,
      bestKnownFor: doctors.bestKnownFor,
      branchName: branches.name,
    })
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .innerJoin(branches, eq(doctors.branchId, branches.id))
    .where(and(eq(doctors.slug, slug), isPublicDoctor()))
    .limit(1);
  if (!row) return null;
  return {
    ...toCard(row),
    expertise: row.expertise,
    about: row.about,
    membership: row.membership,
    bestKnownFor: row.bestKnownFor,
    topTreatments: row.topTreatments,
    branchName: row.branchName,
  };
}

/** Names for the city select on /doctors: regions patients come from. */
export async function getRegionNames(): Promise<string[]> {
  'use cache';
  cachedFor(TAGS.site, TAGS.branches);
  const db = await getDb();
  const rows = await db
    .select({ name: schema.regions.name })
    .from(schema.regions)
    .orderBy(asc(schema.regions.name));
  return rows.map((r) => r.name);
}

export type DoctorIntro = { title: string; description: string; icons: string[] };

/** The intro block above the doctor listing, or null when none is stored. */
export async function getDoctorIntro(): Promise<DoctorIntro | null> {
  'use cache';
  cachedFor(TAGS.doctors);
  const db = await getDb();
  const [row] = await db
    .select({
      title: schema.doctorIntroBlocks.title,
      description: schema.doctorIntroBlocks.description,
      icons: schema.doctorIntroBlocks.icons,
    })
    .from(schema.doctorIntroBlocks)
    .orderBy(asc(schema.doctorIntroBlocks.id))
    .limit(1);
  return row ?? null;
}
