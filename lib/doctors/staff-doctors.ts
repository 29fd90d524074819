import { asc, eq, ilike } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { branches, departments, doctors } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';
import { recordById } from '@/lib/staff/record-lock';
import { pickerChoices } from '@/lib/site/chosen-record';

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

export function getDoctorForEdit(db: Db | Tx, id: number) {
  return recordById(db, doctors, id, {
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
  });
}

/** The hospital's branches (a handful), for the console's pickers. */
export function listBranchesForStaff(db: Db) {
  return pickerChoices(db, branches);
}
