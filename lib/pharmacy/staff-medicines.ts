import { and, asc, ilike, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { brands, medicineCategories, medicines } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';
import { recordById } from '@/lib/staff/record-lock';
import { pickerChoices } from '@/lib/site/chosen-record';

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
  telemedicineList: medicines.telemedicineList,
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

export function getMedicineForEdit(db: Db, id: number) {
  return recordById(db, medicines, id, MEDICINE_EDIT_COLUMNS);
}

/** The categories and brands (tens to hundreds) a new medicine is filed under. */
export async function listMedicineChoices(db: Db) {
  const [categories, brandList] = await Promise.all([
    pickerChoices(db, medicineCategories),
    pickerChoices(db, brands),
  ]);
  return { categories, brands: brandList };
}
