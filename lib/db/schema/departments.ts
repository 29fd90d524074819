import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  description: text('description').notNull(),
  contentImage: text('content_image'),
  followUpImage: text('follow_up_image'),
  metaName: text('meta_name').notNull(),
  metaDescription: text('meta_description').notNull(),
  metaTags: text('meta_tags').array().notNull().default([]),
});

/** The department content block: title, HTML description and quality buttons. */
export const departmentQualities = pgTable('department_qualities', {
  id: serial('id').primaryKey(),
  departmentId: integer('department_id')
    .notNull()
    .unique()
    .references(() => departments.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  qualities: text('qualities').array().notNull().default([]),
});

export const departmentFaqs = pgTable(
  'department_faqs',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('department_faqs_department_idx').on(t.departmentId, t.position)],
);

/** A sub-department, shown to visitors as a treatment. */
export const treatments = pgTable(
  'treatments',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    bannerImages: text('banner_images').array().notNull().default([]),
    metaName: text('meta_name').notNull(),
    metaDescription: text('meta_description').notNull(),
    metaTags: text('meta_tags').array().notNull().default([]),
  },
  (t) => [index('treatments_department_idx').on(t.departmentId)],
);

export const treatmentCtaIcons = pgTable(
  'treatment_cta_icons',
  {
    id: serial('id').primaryKey(),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
    icon: text('icon').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('treatment_cta_icons_treatment_idx').on(t.treatmentId)],
);

export const treatmentInfos = pgTable('treatment_infos', {
  id: serial('id').primaryKey(),
  treatmentId: integer('treatment_id')
    .notNull()
    .unique()
    .references(() => treatments.id, { onDelete: 'cascade' }),
  diseaseName: text('disease_name').notNull(),
  surgeryName: text('surgery_name').notNull(),
  duration: text('duration').notNull(),
  treatedBy: text('treated_by').notNull(),
});

export const treatmentContents = pgTable(
  'treatment_contents',
  {
    id: serial('id').primaryKey(),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    images: text('images').array().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('treatment_contents_treatment_idx').on(t.treatmentId, t.position)],
);

export const treatmentFaqs = pgTable(
  'treatment_faqs',
  {
    id: serial('id').primaryKey(),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('treatment_faqs_treatment_idx').on(t.treatmentId, t.position)],
);
