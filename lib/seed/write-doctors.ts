/** Writes doctors and the treatments each performs. */
import type { Db } from '../db/open';
import { doctorTreatments, doctors } from '../db/schema';
import { insertKeyed, must } from './batch';
import { buildDoctors } from './content/doctors';
import type { DepartmentIds } from './write-departments';

/** Returns doctor slug -> id. */
export async function writeDoctors(
  db: Db,
  ids: DepartmentIds,
  branchIds: Map<string, number>,
): Promise<Map<string, number>> {
  const list = buildDoctors();
  // A seed's fields are named as the columns; the insert takes the columns only.
  const rows = list.map((d) => ({
    ...d,
    verified: true,
    branchId: must(branchIds, d.branch, 'branch'),
    departmentId: must(ids.departments, d.departmentSlug, 'department'),
  }));
  const doctorIds = await insertKeyed(db, doctors, doctors.slug, rows);
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
