/** Writes departments and treatments with everything that hangs off them. */
import type { Db } from '../db/open';
import {
  departmentFaqs,
  departmentQualities,
  departments,
  treatmentContents,
  treatmentCtaIcons,
  treatmentFaqs,
  treatmentInfos,
  treatments,
} from '../db/schema';
import { eachChunk, insertKeyed, must } from './batch';
import { buildDepartments } from './content/departments';
import { buildTreatments } from './content/treatments';

export type DepartmentIds = { departments: Map<string, number>; treatments: Map<string, number> };

export async function writeDepartments(db: Db): Promise<DepartmentIds> {
  const list = buildDepartments();
  // A seed's fields are named as the columns; the insert takes the columns only.
  const deptIds = await insertKeyed(db, departments, departments.slug, list);
  await db
    .insert(departmentQualities)
    .values(list.map((d) => ({ departmentId: must(deptIds, d.slug, 'department'), ...d.quality })));
  await db.insert(departmentFaqs).values(
    list.flatMap((d) =>
      d.allFaqs.map((f, position) => ({
        departmentId: must(deptIds, d.slug, 'department'),
        ...f,
        position,
      })),
    ),
  );

  const items = buildTreatments();
  const treatmentRows = items.map((t) => ({
    ...t,
    departmentId: must(deptIds, t.departmentSlug, 'department'),
  }));
  const treatmentIds = await insertKeyed(db, treatments, treatments.slug, treatmentRows);
  const idOf = (slug: string) => must(treatmentIds, slug, 'treatment');
  await db
    .insert(treatmentCtaIcons)
    .values(
      items.flatMap((t) =>
        t.ctaIcons.map((c, position) => ({ treatmentId: idOf(t.slug), ...c, position })),
      ),
    );
  await db.insert(treatmentInfos).values(
    items.map((t) => ({
      treatmentId: idOf(t.slug),
      diseaseName: t.disease,
      surgeryName: t.surgery,
      duration: t.duration,
      treatedBy: t.treatedBy,
    })),
  );
  await db
    .insert(treatmentContents)
    .values(
      items.flatMap((t) =>
        t.contents.map((c, position) => ({ treatmentId: idOf(t.slug), ...c, position })),
      ),
    );
  await eachChunk(
    items.flatMap((t) =>
      t.faqs.map((f, position) => ({ treatmentId: idOf(t.slug), ...f, position })),
    ),
    (chunk) => db.insert(treatmentFaqs).values(chunk),
  );
  return { departments: deptIds, treatments: treatmentIds };
}
