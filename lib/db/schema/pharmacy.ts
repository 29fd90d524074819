import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foreignId, listPosition, namedRowColumns, timestamptz, timestamptzNow } from './columns';
import { DRUG_SCHEDULES, TELEMEDICINE_LISTS } from './constants';
import { checkOneOf, checkPincodeFormat, trigramIndex } from './constraints';
import { orders } from './orders';

export const medicineCategories = pgTable('medicine_categories', {
  ...namedRowColumns(),
  /** Lower case, spaces to hyphens, only a-z, 0-9 and hyphen (pharmacy.md section 2). */
  slug: text('slug').notNull().unique(),
});

export const brands = pgTable('brands', namedRowColumns());

export const medicines = pgTable(
  'medicines',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    images: text('images').array().notNull().default([]),
    /** MRP (actual_price) in paise. */
    mrpPaise: integer('mrp_paise').notNull(),
    /** Selling price (total_price) in paise. */
    pricePaise: integer('price_paise').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    pricePerPack: text('price_per_pack').notNull(),
    packSize: text('pack_size').notNull(),
    /** Offered for sale at all (the pharmacist's switch); what can be sold now is `stock`. */
    available: boolean('available').notNull().default(true),
    /**
     * Units on hand. A paid order takes its units off in the transaction that stores it; what
     * checkouts in progress hold is in `stock_holds` (lib/pharmacy/stock.ts). Never below zero.
     */
    stock: integer('stock').notNull().default(0),
    /**
     * The Drugs and Cosmetics Rules schedule (lib/pharmacy/schedule.ts): 'OTC' sold freely, 'H' and
     * 'H1' only against a prescription a pharmacist has checked, 'X' never sold online.
     */
    schedule: text('schedule', { enum: DRUG_SCHEDULES }).notNull().default('OTC'),
    /**
     * The Telemedicine Practice Guidelines' list (lib/prescriptions/rules.ts): what a doctor may
     * prescribe by video; kept as data, set by the pharmacist, never guessed from the name.
     */
    telemedicineList: text('telemedicine_list', { enum: TELEMEDICINE_LISTS })
      .notNull()
      .default('A'),
    /** For the GST tax invoice (lib/invoices): the HSN code (3004: medicaments) and GST rate. */
    hsnCode: text('hsn_code').notNull().default('3004'),
    gstPercent: smallint('gst_percent').notNull().default(12),
    availableSizes: text('available_sizes').array().notNull().default([]),
    manufacturer: text('manufacturer').notNull(),
    manufacturerAddress: text('manufacturer_address').notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
    consumeType: text('consume_type').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    about: text('about').notNull(),
    uses: text('uses').notNull(),
    medicalBenefits: text('medical_benefits').notNull(),
    directionOfUse: text('direction_of_use').notNull(),
    storage: text('storage').notNull(),
    sideEffects: text('side_effects').notNull(),
    drugWarning: text('drug_warning').notNull(),
    drugInteractions: text('drug_interactions').notNull(),
    drugInteractionsList: text('drug_interactions_list').array().notNull().default([]),
    specialAdvice: text('special_advice').notNull(),
    diseaseCondition: text('disease_condition').notNull(),
    adBanners: text('ad_banners').array().notNull().default([]),
    type: text('type').notNull(),
    categoryId: foreignId('category_id', () => medicineCategories.id, 'restrict'),
    brandId: foreignId('brand_id', () => brands.id, 'restrict'),
  },
  (t) => [
    index('medicines_category_idx').on(t.categoryId),
    index('medicines_brand_idx').on(t.brandId),
    index('medicines_price_idx').on(t.pricePaise),
    check('medicines_gst_rate', sql`${t.gstPercent} in (0, 5, 12, 18, 28)`),
    check('medicines_hsn_format', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    trigramIndex('medicines_name_trgm_idx', sql`lower(${t.name})`),
    check('medicines_prices_valid', sql`${t.pricePaise} > 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
    check('medicines_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('medicines_stock_not_negative', sql`${t.stock} >= 0`),
    checkOneOf('medicines_schedule_known', t.schedule, DRUG_SCHEDULES),
    checkOneOf('medicines_telemedicine_list_known', t.telemedicineList, TELEMEDICINE_LISTS),
    // Schedule X is never prescribed by teleconsultation, whatever else is edited.
    check(
      'medicines_schedule_x_prohibited',
      sql`${t.schedule} <> 'X' or ${t.telemedicineList} = 'prohibited'`,
    ),
  ],
);

export const medicineFaqs = pgTable(
  'medicine_faqs',
  {
    id: serial('id').primaryKey(),
    medicineId: foreignId('medicine_id', () => medicines.id, 'cascade'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: listPosition(),
  },
  (t) => [index('medicine_faqs_medicine_idx').on(t.medicineId, t.position)],
);

/** 'Customers also Bought': related products of a medicine. */
export const medicineRelated = pgTable(
  'medicine_related',
  {
    medicineId: foreignId('medicine_id', () => medicines.id, 'cascade'),
    relatedId: foreignId('related_id', () => medicines.id, 'cascade'),
    position: listPosition(),
  },
  (t) => [primaryKey({ columns: [t.medicineId, t.relatedId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    percentage: smallint('percentage').notNull(),
    active: boolean('active').notNull().default(true),
    /** The coupon works from this instant (null: at once) until that one (null: no end). */
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
  },
  (t) => [
    // One coupon per code, whatever its case: a code typed in any case finds one coupon.
    uniqueIndex('coupons_code_upper_idx').on(sql`upper(${t.code})`),
    check(
      'coupons_validity_order',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} < ${t.validUntil}`,
    ),
    check('coupons_percentage_range', sql`${t.percentage} between 1 and 90`),
  ],
);

/**
 * Where the pharmacy delivers (issue 18): one row per pincode, with the area's name, the delivery
 * estimate in days and the delivery fee. A pincode that is not here, or not active, is not
 * served: the medicine page says so and the checkout refuses it before any payment.
 */
export const serviceablePincodes = pgTable(
  'serviceable_pincodes',
  {
    pincode: text('pincode').primaryKey(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    /** Delivery within this many days of the order (at least one: orders are packed daily). */
    minDays: smallint('min_days').notNull(),
    maxDays: smallint('max_days').notNull(),
    /** Delivery fee in paise; 0 is shown as FREE. */
    feePaise: integer('fee_paise').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    checkPincodeFormat('serviceable_pincodes_pincode_format', t.pincode),
    check('serviceable_pincodes_days_range', sql`${t.minDays} between 0 and ${t.maxDays}`),
    check('serviceable_pincodes_fee_range', sql`${t.feePaise} between 0 and 100000`),
  ],
);

/**
 * One uploaded prescription page (an image or a PDF), stored outside public/ under a generated
 * key. The browser holds only `token`, an unguessable capability it names in its payment order;
 * the verified payment attaches the file to its order. Files never attached, and attached ones
 * past the retention period, are deleted (lib/pharmacy/prescription-retention.ts).
 */
export const prescriptionFiles = pgTable(
  'prescription_files',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The pharmacy order (in `orders`) the file was attached to. */
    pharmacyOrderId: integer('pharmacy_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('prescription_files_order_idx').on(t.pharmacyOrderId),
    index('prescription_files_created_idx').on(t.createdAt),
  ],
);
