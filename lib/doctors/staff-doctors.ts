import { asc, eq, ilike } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { branches, departments, doctors } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';

/** The editor's doctors (a hospital has tens to a few hundred), by name. */
export async function listDoctorsForStaff(db: Db, q: string) {
  return db
    .select({
      id: doctors.id,
      name: doctors.name,
      slug: doctors.slug,
      departmentName: departments.name,
      verified: doctors.verified,
    })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(q ? ilike(doctors.name, likePattern(q)) : undefined)
    .orderBy(asc(doctors.name));
}

export async function getDoctorForEdit(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      name: doctors.name,
      slug: doctors.slug,
      image: doctors.image,
      specialities: doctors.specialities,
      experienceYears: doctors.experienceYears,
      qualifications: doctors.qualifications,
      region: doctors.region,
      about: doctors.about,
      expertise: doctors.expertise,
      membership: doctors.membership,
      verified: doctors.verified,
    })
    .from(doctors)
    .where(eq(doctors.id, id));
  return row ?? null;
}

/** The hospital's branches (a handful), for the console's pickers. */
export async function listBranchesForStaff(db: Db) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .orderBy(asc(branches.name));
}
