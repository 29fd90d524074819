/** Writes the lab-test catalogue: its categories, tests and packages, and each package's tests. */
import { count } from 'drizzle-orm';
import type { Db } from '../db/open';
import { labCategories, labCollectionAreas, labPackageTests, labTests } from '../db/schema';
import { idMap, must } from './batch';
import { LAB_COLLECTION_AREAS } from './content/lab-areas';
import { buildLabCatalogue, LAB_CATEGORIES, labCategorySlug } from './content/lab-tests';

export async function writeLab(db: Db): Promise<void> {
  const categories = idMap(
    (
      await db
        .insert(labCategories)
        .values(
          LAB_CATEGORIES.map((name, position) => ({ name, slug: labCategorySlug(name), position })),
        )
        .returning({ id: labCategories.id, name: labCategories.name })
    ).map((c) => ({ id: c.id, key: c.name })),
  );
  const items = buildLabCatalogue();
  const ids = idMap(
    (
      await db
        .insert(labTests)
        .values(
          items.map((item) => ({
            slug: item.slug,
            name: item.name,
            kind: item.kind,
            categoryId: must(categories, item.category, 'lab category'),
            summary: item.summary,
            parameters: item.kind === 'test' ? item.measures : [],
            sampleTypes: item.sampleTypes,
            fastingHours: item.fastingHours,
            reportHours: item.reportHours,
            pricePaise: item.pricePaise,
            mrpPaise: item.mrpPaise,
            discountPercent: item.discountPercent,
            popular: item.popular,
            whoShouldTake: item.whoShouldTake,
            faqs: item.faqs,
            image: item.image,
          })),
        )
        .returning({ id: labTests.id, slug: labTests.slug })
    ).map((t) => ({ id: t.id, key: t.slug })),
  );
  const links = items.flatMap((item) =>
    item.includes.map((slug) => ({
      packageId: must(ids, item.slug, 'lab package'),
      testId: must(ids, slug, 'lab test'),
    })),
  );
  if (links.length) await db.insert(labPackageTests).values(links);
  await writeLabAreas(db);
}

/** The demo's home-collection pincodes and their capacity per window. */
async function writeLabAreas(db: Db): Promise<number> {
  await db.insert(labCollectionAreas).values(LAB_COLLECTION_AREAS);
  return LAB_COLLECTION_AREAS.length;
}

/**
 * Idempotent: the demo's lab catalogue, for a demo database seeded before it existed (a
 * catalogue already there, demo or real, is kept as it is), and its home-collection pincodes.
 * Returns the number of rows added.
 */
export async function ensureLabCatalogue(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(labTests);
  if (n === 0) {
    await db.transaction((tx) => writeLab(tx));
    return buildLabCatalogue().length + LAB_COLLECTION_AREAS.length;
  }
  // A catalogue seeded before home collection existed gets the demo's collection pincodes.
  const [{ areas }] = await db.select({ areas: count() }).from(labCollectionAreas);
  return areas > 0 ? 0 : writeLabAreas(db);
}
