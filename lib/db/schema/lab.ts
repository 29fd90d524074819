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
  timestamp,
} from 'drizzle-orm/pg-core';

export const LAB_KINDS = ['test', 'package'] as const;

/** A lab-test category ('Diabetes', 'Thyroid'): the filter chips of /lab-tests. */
export const labCategories = pgTable('lab_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
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
    categoryId: integer('category_id')
      .notNull()
      .references(() => labCategories.id, { onDelete: 'restrict' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lab_tests_kind_known', sql`${t.kind} in ('test', 'package')`),
    check('lab_tests_price_positive', sql`${t.pricePaise} > 0`),
    check('lab_tests_price_at_most_mrp', sql`${t.pricePaise} <= ${t.mrpPaise}`),
    check('lab_tests_fasting_range', sql`${t.fastingHours} between 0 and 24`),
    index('lab_tests_category_idx').on(t.categoryId, t.name),
    // The search (ILIKE '%…%' and word similarity on the name), as the medicines' search.
    index('lab_tests_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** The tests a package includes. */
export const labPackageTests = pgTable(
  'lab_package_tests',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.testId] }),
    index('lab_package_tests_test_idx').on(t.testId),
  ],
);
