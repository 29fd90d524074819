import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foreignId, namedRowColumns, timestamptzNow } from './columns';
import { checkOneOf, checkPincodeFormat, trigramIndex } from './constraints';
import { staffUsers } from './staff';
import { orders } from './orders';

export const LAB_KINDS = ['test', 'package'] as const;

/** A lab-test category ('Diabetes', 'Thyroid'): the filter chips of /lab-tests. */
export const labCategories = pgTable('lab_categories', {
  ...namedRowColumns(),
  slug: text('slug').notNull().unique(),
  position: smallint('position').notNull().default(0),
});

/**
 * A lab test or a health package (issue 17), at /lab-tests/{slug}. A package's tests are in
 * lab_package_tests; its fasting, sample types and report time are those of its tests.
 */
export const labTests = pgTable(
  'lab_tests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: LAB_KINDS }).notNull(),
    categoryId: foreignId('category_id', () => labCategories.id, 'restrict'),
    /** One sentence for the card. */
    summary: text('summary').notNull(),
    /** What a test measures (its parameters); a package lists its tests instead. */
    parameters: text('parameters').array().notNull().default([]),
    sampleTypes: text('sample_types').array().notNull(),
    fastingHours: smallint('fasting_hours').notNull().default(0),
    reportHours: smallint('report_hours').notNull(),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    popular: boolean('popular').notNull().default(false),
    /** Offered online at all. */
    available: boolean('available').notNull().default(true),
    whoShouldTake: text('who_should_take').array().notNull().default([]),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    image: text('image').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    checkOneOf('lab_tests_kind_known', t.kind, LAB_KINDS),
    check('lab_tests_price_positive', sql`${t.pricePaise} > 0`),
    check('lab_tests_price_at_most_mrp', sql`${t.pricePaise} <= ${t.mrpPaise}`),
    check('lab_tests_fasting_range', sql`${t.fastingHours} between 0 and 24`),
    index('lab_tests_category_idx').on(t.categoryId, t.name),
    // The search (ILIKE '%…%' and word similarity on the name), as the medicines' search.
    trigramIndex('lab_tests_name_trgm_idx', sql`lower(${t.name})`),
  ],
);

/** The tests a package includes. */
export const labPackageTests = pgTable(
  'lab_package_tests',
  {
    packageId: foreignId('package_id', () => labTests.id, 'cascade'),
    testId: foreignId('test_id', () => labTests.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.testId] }),
    index('lab_package_tests_test_idx').on(t.testId),
  ],
);

/**
 * Where the hospital's phlebotomists collect samples at home (issue 17): one row per pincode, its
 * area's name and how many homes they can visit in one 30-minute window there. A pincode that is
 * not here, or not active, is not served.
 */
export const labCollectionAreas = pgTable(
  'lab_collection_areas',
  {
    pincode: text('pincode').primaryKey(),
    area: text('area').notNull(),
    windowCapacity: smallint('window_capacity').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    checkPincodeFormat('lab_collection_areas_pincode_format', t.pincode),
    check('lab_collection_areas_capacity_range', sql`${t.windowCapacity} between 1 and 50`),
  ],
);

/**
 * The report of a lab order: one PDF, stored outside public/ under a generated key
 * (lib/storage.ts), downloaded only through the patient's code-guarded page or the console.
 */
export const labReports = pgTable(
  'lab_reports',
  {
    id: serial('id').primaryKey(),
    orderId: foreignId('order_id', () => orders.id, 'cascade'),
    fileKey: text('file_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => staffUsers.id, { onDelete: 'restrict' }),
    uploadedAt: timestamptzNow('uploaded_at'),
  },
  (t) => [uniqueIndex('lab_reports_order_idx').on(t.orderId)],
);
