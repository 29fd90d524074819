import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { brands, medicineCategories, medicines } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';

/** The pharmacist's medicines: found by name (trigram index), in name order, 50 at a time. */

export const MEDICINE_PAGE_SIZE = 50;

/** What the list shows of a medicine. */
const LISTED_COLUMNS = {
  id: medicines.id,
  name: medicines.name,
  slug: medicines.slug,
  pricePaise: medicines.pricePaise,
  mrpPaise: medicines.mrpPaise,
  stock: medicines.stock,
  available: medicines.available,
  schedule: medicines.schedule,
};

/** What the edit page shows (and its save reads again, under the row's lock). */
export const MEDICINE_EDIT_COLUMNS = {
  ...LISTED_COLUMNS,
  expiryDate: medicines.expiryDate,
  images: medicines.images,
};

export async function listMedicinesForStaff(db: Db, q: string, after?: string) {
  return db
    .select(LISTED_COLUMNS)
    .from(medicines)
    .where(
      and(
        q ? ilike(sql`lower(${medicines.name})`, likePattern(q.toLowerCase())) : undefined,
        after ? sql`${medicines.name} > ${after}` : undefined,
      ),
    )
    .orderBy(asc(medicines.name), asc(medicines.id))
    .limit(MEDICINE_PAGE_SIZE);
}

export async function getMedicineForEdit(db: Db, id: number) {
  const [row] = await db.select(MEDICINE_EDIT_COLUMNS).from(medicines).where(eq(medicines.id, id));
  return row ?? null;
}

/** The categories and brands (tens to hundreds) a new medicine is filed under. */
export async function listMedicineChoices(db: Db) {
  const [categories, brandList] = await Promise.all([
    db
      .select({ id: medicineCategories.id, name: medicineCategories.name })
      .from(medicineCategories)
      .orderBy(asc(medicineCategories.name)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return { categories, brands: brandList };
}
