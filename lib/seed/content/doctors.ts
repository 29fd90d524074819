/**
 * Doctor profiles. Names and departments are listed in doctor-names.ts; everything else is
 * drawn from the department's pool with a per-doctor random stream, so profiles stay stable.
 */
import type { Qualification } from '../../db/schema';
import { chance, intBetween, pick, pickSome, rngFor, shuffle, type Rng } from '../random';
import { slugify } from '../../slug';
import { DOCTOR_NAMES, NO_EXPERIENCE_SLUGS, NO_REGION_SLUGS } from './doctor-names';
import type { DoctorPool } from './doctor-pool';
import { DOCTOR_POOLS } from './doctor-pools';
import { img } from './image-paths';
import { BRANCHES, MESSY_REGIONS } from './places';
import { buildTreatments } from './treatments';
import type { DoctorText } from './types';
import { demoSignatureKey, registrationNumberOf, videoFeeOf } from './video-doctors';

/** The year qualifications are counted back from; fixed so profiles never drift. */
const CONTENT_YEAR = 2024;
const PHONE_PREFIXES = ['98450', '99001', '96321', '80951', '88611', '70221', '77601', '94482'];

export type DoctorSeed = DoctorText & {
  slug: string;
  departmentSlug: string;
  image: string;
  specialities: string[];
  experienceYears: number | null;
  qualifications: Qualification[];
  region: string | null;
  pricePaise: number;
  /** Issue 47: null for a doctor who sees patients in the clinic only. */
  videoPricePaise: number | null;
  registrationNumber: string;
  signatureKey: string;
  phone: string;
  rating: number | null;
  expertise: string[];
  about: string;
  membership: string;
  bestKnownFor: string[];
  topTreatments: string[];
  branch: string;
  treatmentSlugs: string[];
};

function qualifications(rng: Rng, pool: DoctorPool, years: number): Qualification[] {
  const degrees = ['MBBS', ...pool.degrees.slice(0, intBetween(rng, 1, 3))];
  let year = CONTENT_YEAR - years;
  return degrees.map((degree, i) => {
    if (i > 0) year += 3;
    return year <= CONTENT_YEAR && !chance(rng, 0.15) ? { degree, year } : { degree };
  });
}

function about(
  d: DoctorText,
  pool: DoctorPool,
  years: number | null,
  expertise: string[],
  branch: string,
): string {
  const he = d.gender === 'male' ? 'He' : 'She';
  const his = d.gender === 'male' ? 'his' : 'her';
  const experience = years === null ? '' : ` with ${years} years of clinical experience`;
  return [
    `${d.name} is a ${pool.title} at Saithunga Multi-Speciality Hospital, ${branch}${experience}.`,
    `${he} has a special interest in ${expertise[0].toLowerCase()} and ${expertise[1].toLowerCase()}, and sees patients in the ${d.department} outpatient clinic.`,
    `Patients value ${his} unhurried consultations and the time ${he.toLowerCase()} takes to explain every option before a decision is made.`,
  ].join(' ');
}

/** Every treatment gets a doctor of its department; each doctor gets one to three. */
function linkTreatments(doctors: DoctorText[]): Map<string, string[]> {
  const links = new Map<string, string[]>();
  const byDept = new Map<string, string[]>();
  for (const t of buildTreatments())
    byDept.set(t.department, [...(byDept.get(t.department) ?? []), t.slug]);
  for (const [dept, treatments] of byDept) {
    const staff = doctors.filter((d) => d.department === dept).map((d) => slugify(d.name));
    staff.forEach((slug) => links.set(slug, []));
    treatments.forEach((t, j) => links.get(staff[j % staff.length])?.push(t));
    staff.forEach((slug, i) => {
      const own = links.get(slug)!;
      if (own.length === 0) own.push(treatments[i % treatments.length]);
      const rng = rngFor(`doctor-treatments:${slug}`);
      const target = Math.min(intBetween(rng, 1, 3), treatments.length);
      for (const t of shuffle(rng, treatments))
        if (own.length < target && !own.includes(t)) own.push(t);
    });
  }
  return links;
}

function toSeed(d: DoctorText, index: number, links: Map<string, string[]>): DoctorSeed {
  const slug = slugify(d.name);
  const rng = rngFor(`doctor:${slug}`);
  const pool = DOCTOR_POOLS[d.department];
  const years = intBetween(rng, 4, 30);
  const experienceYears = NO_EXPERIENCE_SLUGS.includes(slug) ? null : years;
  const branch = BRANCHES[index % BRANCHES.length].name;
  const expertise = pickSome(rng, pool.expertise, intBetween(rng, 4, 6));
  const treatmentSlugs = links.get(slug) ?? [];
  const treatmentNames = buildTreatments()
    .filter((t) => treatmentSlugs.includes(t.slug))
    .map((t) => t.name);
  const price = 40000 + Math.min(22, Math.round((years * 3000 + rng() * 30000) / 5000)) * 5000;
  return {
    ...d,
    slug,
    departmentSlug: slugify(d.department),
    image: img.doctor(slug),
    specialities: [
      pool.specialities[0],
      ...pickSome(rng, pool.specialities.slice(1), intBetween(rng, 0, 3)),
    ],
    experienceYears,
    qualifications: qualifications(rng, pool, years),
    region: NO_REGION_SLUGS.includes(slug) ? null : pick(rng, MESSY_REGIONS[branch]),
    pricePaise: price,
    videoPricePaise: videoFeeOf(slug, price),
    registrationNumber: registrationNumberOf(slug),
    signatureKey: demoSignatureKey(slug),
    phone: `${pick(rng, PHONE_PREFIXES)}${String(intBetween(rng, 0, 99999)).padStart(5, '0')}`,
    rating: chance(rng, 0.15) ? null : Math.round((3.9 + rng() * 1.1) * 10) / 10,
    expertise,
    about: about(d, pool, experienceYears, expertise, branch),
    membership: pickSome(rng, pool.bodies, intBetween(rng, 1, pool.bodies.length)).join('; '),
    bestKnownFor: pickSome(rng, pool.bestKnown, intBetween(rng, 2, 4)),
    topTreatments: [
      ...treatmentNames,
      ...pickSome(rng, pool.expertise, 4 - treatmentNames.length),
    ].slice(0, 4),
    branch,
    treatmentSlugs,
  };
}

let cache: DoctorSeed[] | undefined;

export function buildDoctors(): DoctorSeed[] {
  if (!cache) {
    const links = linkTreatments(DOCTOR_NAMES);
    cache = DOCTOR_NAMES.map((d, i) => toSeed(d, i, links));
  }
  return cache;
}
