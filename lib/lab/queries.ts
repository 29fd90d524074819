import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/open';
import { labCategories, labPackageTests, labTests } from '@/lib/db/schema';
import { searchByName } from '@/lib/search/name-search';
import type { LabCard, LabCategory, LabItem, LabKind } from './types';

/** The database reads of the lab-test catalogue (reads.ts caches them for pages). */

/**
 * Each package's test ids, aggregated once and joined to the cards (a test has no row): a card's
 * count and ids come with it in the same query, whatever the number of cards.
 */
const packageTests = (db: Db) =>
  db
    .select({
      packageId: labPackageTests.packageId,
      testIds: sql<
        number[]
      >`array_agg(${labPackageTests.testId} order by ${labPackageTests.testId})`.as('test_ids'),
    })
    .from(labPackageTests)
    .groupBy(labPackageTests.packageId)
    .as('package_tests');

type PackageTests = ReturnType<typeof packageTests>;

const cardColumns = (included: PackageTests) => ({
  id: labTests.id,
  slug: labTests.slug,
  name: labTests.name,
  kind: labTests.kind,
  summary: labTests.summary,
  categorySlug: labCategories.slug,
  testCount: sql<number>`coalesce(cardinality(${included.testIds}), 0)`,
  testIds: sql<number[]>`coalesce(${included.testIds}, '{}')`,
  fastingHours: labTests.fastingHours,
  reportHours: labTests.reportHours,
  pricePaise: labTests.pricePaise,
  mrpPaise: labTests.mrpPaise,
  discountPercent: labTests.discountPercent,
  image: labTests.image,
});

/** Cards with their category and their package's tests, before any filter. */
function cardsFrom<Extra extends Record<string, SQL | PgColumn>>(
  db: Db,
  extra: Extra = {} as Extra,
) {
  const included = packageTests(db);
  return db
    .select({ ...cardColumns(included), ...extra })
    .from(labTests)
    .innerJoin(labCategories, eq(labCategories.id, labTests.categoryId))
    .leftJoin(included, eq(included.packageId, labTests.id));
}

function cards(db: Db, where: SQL | undefined) {
  return cardsFrom(db).where(and(eq(labTests.available, true), where));
}

export function queryLabCategories(db: Db): Promise<LabCategory[]> {
  return db
    .select({ id: labCategories.id, name: labCategories.name, slug: labCategories.slug })
    .from(labCategories)
    .orderBy(asc(labCategories.position), asc(labCategories.name));
}

/** Cards of one kind, of one category when given: packages by price, tests by name. */
export function queryLabCards(
  db: Db,
  filter: { kind: LabKind; categorySlug?: string; popularOnly?: boolean },
): Promise<LabCard[]> {
  return cards(
    db,
    and(
      eq(labTests.kind, filter.kind),
      filter.categorySlug ? eq(labCategories.slug, filter.categorySlug) : undefined,
      filter.popularOnly ? eq(labTests.popular, true) : undefined,
    ),
  ).orderBy(
    ...(filter.kind === 'package'
      ? [asc(labTests.pricePaise), asc(labTests.name)]
      : [asc(labTests.name)]),
  );
}

/** The available cards `ids` (an e-prescription's tests for the lab cart), by name. */
export function queryLabCardsById(db: Db, ids: number[]): Promise<LabCard[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cards(db, inArray(labTests.id, ids)).orderBy(asc(labTests.name));
}

/** Tests and packages whose name contains the query, then near matches (a typo), in that order. */
export async function searchLabCards(db: Db, query: string, limit = 24): Promise<LabCard[]> {
  const found = await searchByName<{ id: number; name: string }>(
    db,
    { columns: sql`id, name`, from: sql`${labTests}`, where: sql`available` },
    query,
    limit,
  );
  if (found.length === 0) return [];
  const ids = found.map(({ row }) => row.id);
  const rows = await cards(db, inArray(labTests.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function queryLabItem(db: Db, slug: string): Promise<LabItem | null> {
  const [row] = await cardsFrom(db, {
    categoryId: labTests.categoryId,
    categoryName: labCategories.name,
    parameters: labTests.parameters,
    sampleTypes: labTests.sampleTypes,
    whoShouldTake: labTests.whoShouldTake,
    faqs: labTests.faqs,
  }).where(and(eq(labTests.slug, slug), eq(labTests.available, true)));
  if (!row) return null;
  const { categoryId, ...item } = row;
  const includes =
    item.kind === 'package'
      ? await db
          .select({ slug: labTests.slug, name: labTests.name })
          .from(labPackageTests)
          .innerJoin(labTests, eq(labTests.id, labPackageTests.testId))
          .where(eq(labPackageTests.packageId, item.id))
          .orderBy(asc(labTests.name))
      : [];
  const related =
    item.kind === 'test'
      ? await cards(
          db,
          inArray(
            labTests.id,
            db
              .select({ id: labPackageTests.packageId })
              .from(labPackageTests)
              .where(eq(labPackageTests.testId, item.id)),
          ),
        )
          .orderBy(asc(labTests.pricePaise))
          .limit(4)
      : await cards(
          db,
          and(
            eq(labTests.kind, 'package'),
            eq(labTests.categoryId, categoryId),
            ne(labTests.id, item.id),
          ),
        )
          .orderBy(desc(labTests.popular), asc(labTests.pricePaise))
          .limit(4);
  return { ...item, includes, related };
}

/** Every test and package's slug, for the sitemap and static pages. */
export function queryLabSlugs(db: Db): Promise<{ slug: string }[]> {
  return db
    .select({ slug: labTests.slug })
    .from(labTests)
    .where(eq(labTests.available, true))
    .orderBy(asc(labTests.slug));
}
