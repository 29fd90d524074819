import 'server-only';
import {
  and,
  asc,
  type AnyColumn,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/open';
import { brands, medicineCategories, medicines } from '@/lib/db/schema';
import { SUGGESTION_CART_LINES } from '@/lib/pharmacy/api-contract';
import { MAX_QUANTITY } from '@/lib/pharmacy/cart-math';
import { pageCount, urlPage } from '@/lib/paging';
import {
  LISTING_PAGE_SIZE,
  listingOrder,
  priceBoundsPaise,
  type ListingOrder,
  type ListingState,
} from '@/lib/pharmacy/filters';
import type {
  BrandOption,
  CategoryOption,
  CategoryShelf,
  ListingPage,
  MedicineCard,
} from '@/lib/pharmacy/types';

/**
 * The pharmacy's database reads, taking the database as an argument so that integration tests
 * run them on both engines. lib/pharmacy/reads.ts wraps them in the tagged cache for pages.
 */

/** stock-rules.ts's shownStock in SQL: the units a page may tell of, at most MAX_QUANTITY. */
function shownStockSql() {
  return sql<number>`least(case when ${medicines.available} then ${medicines.stock} else 0 end, ${sql.raw(String(MAX_QUANTITY))})`;
}

/** What a medicine's card shows of it whatever its stock: name, picture, prices and pack. */
export const cardFaceColumns = {
  id: medicines.id,
  slug: medicines.slug,
  name: medicines.name,
  image: sql<string>`coalesce(${medicines.images}[1], '')`,
  pricePaise: medicines.pricePaise,
  mrpPaise: medicines.mrpPaise,
  discountPercent: medicines.discountPercent,
  packSize: medicines.packSize,
  schedule: medicines.schedule,
};

export const cardColumns = {
  ...cardFaceColumns,
  // Can be bought now: offered at all, with units on hand (stock-rules.ts says what to show).
  available: sql<boolean>`(${medicines.available} and ${medicines.stock} > 0)`,
  stock: shownStockSql(),
};

/**
 * `columns` of medicines with where each is shelved: its category's name and address and its
 * brand's name (every medicine has both). The detail page and the API's catalogue pages.
 */
export function medicinesOnShelf<F extends SelectedFields>(db: Db, columns: F) {
  return db
    .select({
      ...columns,
      categoryName: medicineCategories.name,
      categorySlug: medicineCategories.slug,
      brandName: brands.name,
    })
    .from(medicines)
    .innerJoin(medicineCategories, eq(medicineCategories.id, medicines.categoryId))
    .innerJoin(brands, eq(brands.id, medicines.brandId));
}

export async function queryCategories(db: Db): Promise<CategoryOption[]> {
  return db
    .select({
      id: medicineCategories.id,
      name: medicineCategories.name,
      slug: medicineCategories.slug,
    })
    .from(medicineCategories)
    .orderBy(asc(medicineCategories.name));
}

export async function queryBrands(db: Db): Promise<BrandOption[]> {
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}

/** The home page carousels: the first `perCategory` medicines of every category. */
export async function queryCategoryShelves(db: Db, perCategory: number): Promise<CategoryShelf[]> {
  const categories = await queryCategories(db);
  if (!categories.length) return [];
  // One query: number the medicines inside each category and keep the first few.
  const ranked = db
    .select({
      ...cardColumns,
      // A subquery's computed columns need their own names.
      image: sql<string>`coalesce(${medicines.images}[1], '')`.as('image'),
      available: sql<boolean>`(${medicines.available} and ${medicines.stock} > 0)`.as('available'),
      stock: shownStockSql().as('stock'),
      categoryId: medicines.categoryId,
      rank: sql<number>`row_number() over (partition by ${medicines.categoryId} order by ${medicines.id})`.as(
        'rank',
      ),
    })
    .from(medicines)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perCategory))
    .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  return categories
    .map((category) => ({
      ...category,
      medicines: rows.filter((r) => r.categoryId === category.id).map(toCard),
    }))
    .filter((shelf) => shelf.medicines.length > 0);
}

export function toCard(row: MedicineCard & Record<string, unknown>): MedicineCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    discountPercent: row.discountPercent,
    packSize: row.packSize,
    available: row.available,
    stock: row.stock,
    schedule: row.schedule,
  };
}

/**
 * One page of the category listing with every filter and the sort applied in SQL. Null when
 * the category slug names no category.
 */
export async function queryListing(
  db: Db,
  state: ListingState,
): Promise<(ListingPage & { category: CategoryOption | null }) | null> {
  let category: CategoryOption | null = null;
  if (state.category) {
    const [row] = await db
      .select({
        id: medicineCategories.id,
        name: medicineCategories.name,
        slug: medicineCategories.slug,
      })
      .from(medicineCategories)
      .where(eq(medicineCategories.slug, state.category))
      .limit(1);
    if (!row) return null;
    category = row;
  }
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(medicines.categoryId, category.id));
  if (state.brands.length) conditions.push(inArray(brands.name, state.brands));
  if (state.price) {
    const { min, max } = priceBoundsPaise(state.price);
    conditions.push(gte(medicines.pricePaise, min), lte(medicines.pricePaise, max));
  }
  if (state.discount !== null) conditions.push(gte(medicines.discountPercent, state.discount));
  const where = conditions.length ? and(...conditions) : undefined;

  const [{ total }] = await db
    .select({ total: count() })
    .from(medicines)
    .innerJoin(brands, eq(brands.id, medicines.brandId))
    .where(where);
  const { page, pageCount: pages, offset } = urlPage(state.page, total, LISTING_PAGE_SIZE);
  const items = await db
    .select(cardColumns)
    .from(medicines)
    .innerJoin(brands, eq(brands.id, medicines.brandId))
    .where(where)
    .orderBy(...orderBy(listingOrder(state.sort)))
    .limit(LISTING_PAGE_SIZE)
    .offset(offset);
  return { items, total, page, pageCount: pages, category };
}

/** Units of a medicine in orders that were paid and not cancelled or refused (sold, in short). */
export function unitsSoldSql() {
  return sql<number>`coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id where oi.medicine_id = ${medicines.id} and o.status not in ('cancelled', 'prescription_rejected')), 0)`;
}

/** Over the counter: no prescription needed (schedule.ts, needsPrescription). */
export const overTheCounterSql = sql<boolean>`${medicines.schedule} not in ('H', 'H1', 'X')`;

/**
 * A listing order in SQL, ending with name and id so equal keys keep one order. Recommended:
 * what can be bought now, then over the counter, then the most units sold.
 */
function orderBy(order: ListingOrder): SQL[] {
  const byName = [asc(medicines.name), asc(medicines.id)];
  const dir = (column: AnyColumn, d: 'asc' | 'desc') => (d === 'asc' ? asc(column) : desc(column));
  switch (order.by) {
    case 'catalogue':
      return [asc(medicines.id)];
    case 'price':
      return [dir(medicines.pricePaise, order.direction), ...byName];
    case 'discount':
      return [dir(medicines.discountPercent, order.direction), ...byName];
    case 'recommended':
      return [
        desc(cardColumns.available),
        desc(overTheCounterSql),
        desc(unitsSoldSql()),
        ...byName,
      ];
  }
}

/**
 * 'Customers also Bought' on the cart page: over-the-counter medicines that can be bought now and
 * are not in the cart; those of the cart's categories first, other OTC items only after them;
 * each group by units sold, then name.
 */
export async function queryCartSuggestions(
  db: Db,
  cartIds: number[],
  limit: number,
): Promise<MedicineCard[]> {
  const ids = sql.param(cartIds.slice(0, SUGGESTION_CART_LINES));
  return db
    .select(cardColumns)
    .from(medicines)
    .where(
      and(
        eq(medicines.available, true),
        gt(medicines.stock, 0),
        overTheCounterSql,
        sql`not (${medicines.id} = any(${ids}::int[]))`,
      ),
    )
    .orderBy(
      desc(
        sql`${medicines.categoryId} in (select m.category_id from medicines m where m.id = any(${ids}::int[]))`,
      ),
      desc(unitsSoldSql()),
      asc(medicines.name),
      asc(medicines.id),
    )
    .limit(limit);
}

/** A page of the catalogue for the API (never the whole catalogue at once). */
export async function queryMedicinePage(db: Db, page: number, limit: number) {
  const [{ total }] = await db.select({ total: count() }).from(medicines);
  const items = await medicinesOnShelf(db, cardColumns)
    .orderBy(asc(medicines.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items, total, page, limit, pageCount: pageCount(total, limit) };
}
