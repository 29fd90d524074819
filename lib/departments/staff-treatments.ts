import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { departments, treatmentInfos, treatments } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';
import { recordById } from '@/lib/staff/record-lock';

/** The editor's treatments: a searchable list (a few hundred at most) and one for editing. */

export async function listTreatmentsForStaff(db: Db, q: string) {
  return db
    .select({
      id: treatments.id,
      name: treatments.name,
      slug: treatments.slug,
      departmentName: departments.name,
    })
    .from(treatments)
    .innerJoin(departments, eq(departments.id, treatments.departmentId))
    .where(
      q
        ? or(ilike(treatments.name, likePattern(q)), ilike(departments.name, likePattern(q)))
        : undefined,
    )
    .orderBy(asc(departments.name), asc(treatments.name));
}

export async function getTreatmentForEdit(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: treatments.id,
      name: treatments.name,
      slug: treatments.slug,
      description: treatments.description,
      image: treatments.image,
      metaName: treatments.metaName,
      metaDescription: treatments.metaDescription,
      departmentSlug: departments.slug,
      diseaseName: treatmentInfos.diseaseName,
      surgeryName: treatmentInfos.surgeryName,
      duration: treatmentInfos.duration,
      treatedBy: treatmentInfos.treatedBy,
    })
    .from(treatments)
    .innerJoin(departments, eq(departments.id, treatments.departmentId))
    .leftJoin(treatmentInfos, eq(treatmentInfos.treatmentId, treatments.id))
    .where(eq(treatments.id, id));
  return row ?? null;
}

/** Every department (tens), for the editor. */
export async function listDepartmentsForStaff(db: Db) {
  return db
    .select({ id: departments.id, name: departments.name, slug: departments.slug })
    .from(departments)
    .orderBy(asc(departments.name));
}

export function getDepartmentForEdit(db: Db | Tx, id: number) {
  return recordById(db, departments, id, {
    id: departments.id,
    name: departments.name,
    slug: departments.slug,
    description: departments.description,
    image: departments.image,
    metaName: departments.metaName,
    metaDescription: departments.metaDescription,
  });
}
