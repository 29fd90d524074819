import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { medicineFaqs, medicineRelated, medicines } from '@/lib/db/schema';
import type { MedicineCard, MedicineDetail } from '@/lib/pharmacy/types';
import { sanitizeHtml } from '@/lib/sanitize';
import { orderedRowsIn } from '@/lib/site/ordered-rows';
import { recordById } from '@/lib/staff/record-lock';
import { cardColumns, medicinesOnShelf, toCard } from './queries';
import { shownStock } from './stock-rules';

/** Reads of one medicine: the detail page, the API's single medicine and its related products. */

export async function queryMedicineBySlug(db: Db, slug: string): Promise<MedicineDetail | null> {
  const [row] = await medicinesOnShelf(db, { medicine: medicines })
    .where(eq(medicines.slug, slug))
    .limit(1);
  if (!row) return null;
  const faqs = await orderedRowsIn(
    db,
    medicineFaqs,
    { id: medicineFaqs.id, question: medicineFaqs.question, answer: medicineFaqs.answer },
    eq(medicineFaqs.medicineId, row.medicine.id),
  );
  const m = row.medicine;
  // Content HTML is sanitised here, once, in the cached read (lib/sanitize.ts).
  return {
    ...toCard({
      ...m,
      image: m.images[0] ?? '',
      available: shownStock(m.available, m.stock) > 0,
      stock: shownStock(m.available, m.stock),
    }),
    images: m.images,
    pricePerPack: m.pricePerPack,
    availableSizes: m.availableSizes,
    manufacturer: m.manufacturer,
    manufacturerAddress: m.manufacturerAddress,
    countryOfOrigin: m.countryOfOrigin,
    consumeType: m.consumeType,
    expiryDate: m.expiryDate,
    about: sanitizeHtml(m.about),
    uses: sanitizeHtml(m.uses),
    medicalBenefits: sanitizeHtml(m.medicalBenefits),
    directionOfUse: sanitizeHtml(m.directionOfUse),
    storage: sanitizeHtml(m.storage),
    sideEffects: sanitizeHtml(m.sideEffects),
    drugWarning: sanitizeHtml(m.drugWarning),
    drugInteractions: sanitizeHtml(m.drugInteractions),
    drugInteractionsList: m.drugInteractionsList,
    specialAdvice: sanitizeHtml(m.specialAdvice),
    diseaseCondition: sanitizeHtml(m.diseaseCondition),
    adBanners: m.adBanners,
    type: m.type,
    categoryName: row.categoryName,
    categorySlug: row.categorySlug,
    brandName: row.brandName,
    faqs: faqs.map((faq) => ({ ...faq, answer: sanitizeHtml(faq.answer) })),
  };
}

/**
 * 'Customers also Bought' for a medicine: its related products in their order, topped up with
 * other medicines of its category when it has fewer than `limit`.
 */
export async function queryRelatedMedicines(
  db: Db,
  medicineId: number,
  limit: number,
): Promise<MedicineCard[]> {
  const related = await db
    .select(cardColumns)
    .from(medicineRelated)
    .innerJoin(medicines, eq(medicines.id, medicineRelated.relatedId))
    .where(eq(medicineRelated.medicineId, medicineId))
    .orderBy(asc(medicineRelated.position))
    .limit(limit);
  if (related.length >= limit) return related;
  const exclude = [medicineId, ...related.map((m) => m.id)];
  const sameCategory = await db
    .select(cardColumns)
    .from(medicines)
    .where(
      and(
        eq(medicines.categoryId, sql`(select category_id from medicines where id = ${medicineId})`),
        sql`${medicines.id} <> all(${sql.param(exclude)}::int[])`,
      ),
    )
    .orderBy(asc(medicines.id))
    .limit(limit - related.length);
  return [...related, ...sameCategory];
}

export async function queryMedicineById(db: Db, id: number): Promise<MedicineDetail | null> {
  const row = await recordById(db, medicines, id, { slug: medicines.slug });
  return row ? queryMedicineBySlug(db, row.slug) : null;
}
