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
import { eachChunk, idMap, must } from './batch';
import { buildDepartments } from './content/departments';
import { buildTreatments } from './content/treatments';

export type DepartmentIds = { departments: Map<string, number>; treatments: Map<string, number> };

export async function writeDepartments(db: Db): Promise<DepartmentIds> {
  const list = buildDepartments();
  const deptIds = idMap(
    await db
      .insert(departments)
      .values(
        list.map((d) => ({
          name: d.name,
          slug: d.slug,
          image: d.image,
          description: d.description,
          contentImage: d.contentImage,
          followUpImage: d.followUpImage,
          metaName: d.metaName,
          metaDescription: d.metaDescription,
          metaTags: d.metaTags,
        })),
      )
      .returning({ id: departments.id, key: departments.slug }),
  );
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
  const treatmentIds = idMap(
    await db
      .insert(treatments)
      .values(
        items.map((t) => ({
          departmentId: must(deptIds, t.departmentSlug, 'department'),
          name: t.name,
          slug: t.slug,
          description: t.description,
          image: t.image,
          bannerImages: t.bannerImages,
          metaName: t.metaName,
          metaDescription: t.metaDescription,
          metaTags: t.metaTags,
        })),
      )
      .returning({ id: treatments.id, key: treatments.slug }),
  );
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
