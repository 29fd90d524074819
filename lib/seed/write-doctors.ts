/** Writes doctors and the treatments each performs. */
import type { Db } from '../db/open';
import { doctorTreatments, doctors } from '../db/schema';
import { idMap, must } from './batch';
import { buildDoctors } from './content/doctors';
import type { DepartmentIds } from './write-departments';

/** Returns doctor slug -> id. */
export async function writeDoctors(
  db: Db,
  ids: DepartmentIds,
  branchIds: Map<string, number>,
): Promise<Map<string, number>> {
  const list = buildDoctors();
  const doctorIds = idMap(
    await db
      .insert(doctors)
      .values(
        list.map((d) => ({
          name: d.name,
          slug: d.slug,
          image: d.image,
          specialities: d.specialities,
          experienceYears: d.experienceYears,
          qualifications: d.qualifications,
          region: d.region,
          pricePaise: d.pricePaise,
          phone: d.phone,
          rating: d.rating,
          expertise: d.expertise,
          about: d.about,
          membership: d.membership,
          bestKnownFor: d.bestKnownFor,
          topTreatments: d.topTreatments,
          verified: true,
          branchId: must(branchIds, d.branch, 'branch'),
          departmentId: must(ids.departments, d.departmentSlug, 'department'),
        })),
      )
      .returning({ id: doctors.id, key: doctors.slug }),
  );
  await db.insert(doctorTreatments).values(
    list.flatMap((d) =>
      d.treatmentSlugs.map((t) => ({
        doctorId: must(doctorIds, d.slug, 'doctor'),
        treatmentId: must(ids.treatments, t, 'treatment'),
      })),
    ),
  );
  return doctorIds;
}
