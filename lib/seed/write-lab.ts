/** Writes the lab-test catalogue: its categories, tests and packages, and each package's tests. */
import { count } from 'drizzle-orm';
import type { Db } from '../db/open';
import { labCategories, labCollectionAreas, labPackageTests, labTests } from '../db/schema';
import { insertKeyed, must } from './batch';
import { LAB_COLLECTION_AREAS } from './content/lab-areas';
import { buildLabCatalogue, LAB_CATEGORIES, labCategorySlug } from './content/lab-tests';

export async function writeLab(db: Db): Promise<void> {
  const categoryRows = LAB_CATEGORIES.map((name, position) => ({
    name,
    slug: labCategorySlug(name),
    position,
  }));
  const categories = await insertKeyed(db, labCategories, labCategories.name, categoryRows);
  const items = buildLabCatalogue();
  // An item's fields are named as the columns; the insert takes the columns only.
  const rows = items.map((item) => ({
    ...item,
    categoryId: must(categories, item.category, 'lab category'),
    parameters: item.kind === 'test' ? item.measures : [],
  }));
  const ids = await insertKeyed(db, labTests, labTests.slug, rows);
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
