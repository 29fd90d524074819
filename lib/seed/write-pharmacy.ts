/** Writes the pharmacy: categories, brands, the medicine catalogue, FAQs, related items, coupons. */
import type { Db } from '../db/open';
import {
  brands,
  coupons,
  medicineCategories,
  medicineFaqs,
  medicineRelated,
  medicines,
  serviceablePincodes,
} from '../db/schema';
import { categorySlug } from '../pharmacy/slug';
import { eachChunk, idMap, inChunks, must } from './batch';
import { buildMedicines, type MedicineSeed } from './content/medicines';
import { BRANDS, COUPONS, MEDICINE_CATEGORIES } from './content/pharmacy';
import { SERVICEABLE_PINCODES } from './content/pincodes';

export type PharmacyIds = { categories: Map<string, number>; brands: Map<string, number> };

/** The medicines table row of a generated medicine. */
export function medicineRow(m: MedicineSeed, ids: PharmacyIds) {
  return {
    slug: m.slug,
    name: m.name,
    images: m.images,
    mrpPaise: m.mrpPaise,
    pricePaise: m.pricePaise,
    discountPercent: m.discountPercent,
    pricePerPack: m.pricePerPack,
    packSize: m.packSize,
    available: m.available,
    stock: m.stock,
    schedule: m.schedule,
    telemedicineList: m.telemedicineList,
    availableSizes: m.availableSizes,
    manufacturer: m.manufacturer,
    manufacturerAddress: m.manufacturerAddress,
    countryOfOrigin: m.countryOfOrigin,
    consumeType: m.consumeType,
    expiryDate: m.expiryDate,
    about: m.about,
    uses: m.uses,
    medicalBenefits: m.medicalBenefits,
    directionOfUse: m.directionOfUse,
    storage: m.storage,
    sideEffects: m.sideEffects,
    drugWarning: m.drugWarning,
    drugInteractions: m.drugInteractions,
    drugInteractionsList: m.drugInteractionsList,
    specialAdvice: m.specialAdvice,
    diseaseCondition: m.diseaseCondition,
    adBanners: m.adBanners,
    type: m.type,
    categoryId: must(ids.categories, m.category, 'medicine category'),
    brandId: must(ids.brands, m.brand, 'brand'),
  };
}

export async function pharmacyIds(db: Db): Promise<PharmacyIds> {
  const [cats, brandRows] = await Promise.all([
    db.select({ id: medicineCategories.id, key: medicineCategories.name }).from(medicineCategories),
    db.select({ id: brands.id, key: brands.name }).from(brands),
  ]);
  return { categories: idMap(cats), brands: idMap(brandRows) };
}

export async function writePharmacy(db: Db, today: string): Promise<void> {
  await db
    .insert(medicineCategories)
    .values(MEDICINE_CATEGORIES.map((c) => ({ name: c.name, slug: categorySlug(c.name) })));
  await db.insert(brands).values(BRANDS.map((b) => ({ name: b.name })));
  await db.insert(coupons).values(COUPONS);
  await writeServiceablePincodes(db);
  const ids = await pharmacyIds(db);

  const list = buildMedicines(today);
  const medIds = idMap(
    await inChunks(list, (chunk) =>
      db
        .insert(medicines)
        .values(chunk.map((m) => medicineRow(m, ids)))
        .returning({ id: medicines.id, key: medicines.slug }),
    ),
  );
  const idOf = (slug: string) => must(medIds, slug, 'medicine');
  await eachChunk(
    list.flatMap((m) =>
      m.faqs.map((f, position) => ({ medicineId: idOf(m.slug), ...f, position })),
    ),
    (chunk) => db.insert(medicineFaqs).values(chunk),
  );
  await eachChunk(
    list.flatMap((m) =>
      m.relatedSlugs.map((r, position) => ({
        medicineId: idOf(m.slug),
        relatedId: idOf(r),
        position,
      })),
    ),
    (chunk) => db.insert(medicineRelated).values(chunk),
  );
}

/**
 * The demo's delivery area. Also run on a database seeded before pincodes were counted (the seed
 * script's top-up): without rows every pincode would be refused. Keeps rows already there.
 */
export async function writeServiceablePincodes(db: Db): Promise<number> {
  const added = await db
    .insert(serviceablePincodes)
    .values(SERVICEABLE_PINCODES)
    .onConflictDoNothing()
    .returning({ pincode: serviceablePincodes.pincode });
  return added.length;
}
