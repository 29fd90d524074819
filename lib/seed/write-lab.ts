/** Writes the lab-test catalogue: its categories, tests and packages, and each package's tests. */
import { count } from 'drizzle-orm';
import type { Db } from '../db/open';
import { labCategories, labPackageTests, labTests } from '../db/schema';
import { idMap, must } from './batch';
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
}

/**
 * Idempotent: the demo's lab catalogue, for a demo database seeded before it existed (a
 * catalogue already there, demo or real, is kept as it is). Returns the number of items added.
 */
export async function ensureLabCatalogue(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(labTests);
  if (n > 0) return 0;
  await db.transaction((tx) => writeLab(tx));
  return buildLabCatalogue().length;
}
