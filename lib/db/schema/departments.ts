import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { faqColumns, foreignId, listPosition, namedRowColumns, seoMetaColumns } from './columns';

export const departments = pgTable('departments', {
  ...namedRowColumns(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  description: text('description').notNull(),
  contentImage: text('content_image'),
  followUpImage: text('follow_up_image'),
  ...seoMetaColumns(),
});

/** The department content block: title, HTML description and quality buttons. */
export const departmentQualities = pgTable('department_qualities', {
  id: serial('id').primaryKey(),
  departmentId: foreignId('department_id', () => departments.id, 'cascade').unique(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  qualities: text('qualities').array().notNull().default([]),
});

export const departmentFaqs = pgTable(
  'department_faqs',
  {
    id: serial('id').primaryKey(),
    departmentId: foreignId('department_id', () => departments.id, 'cascade'),
    ...faqColumns(),
  },
  (t) => [index('department_faqs_department_idx').on(t.departmentId, t.position)],
);

/** A sub-department, shown to visitors as a treatment. */
export const treatments = pgTable(
  'treatments',
  {
    id: serial('id').primaryKey(),
    departmentId: foreignId('department_id', () => departments.id, 'restrict'),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    bannerImages: text('banner_images').array().notNull().default([]),
    ...seoMetaColumns(),
  },
  (t) => [index('treatments_department_idx').on(t.departmentId)],
);

export const treatmentCtaIcons = pgTable(
  'treatment_cta_icons',
  {
    id: serial('id').primaryKey(),
    treatmentId: foreignId('treatment_id', () => treatments.id, 'cascade'),
    icon: text('icon').notNull(),
    name: text('name').notNull(),
    position: listPosition(),
  },
  (t) => [index('treatment_cta_icons_treatment_idx').on(t.treatmentId)],
);

export const treatmentInfos = pgTable('treatment_infos', {
  id: serial('id').primaryKey(),
  treatmentId: foreignId('treatment_id', () => treatments.id, 'cascade').unique(),
  diseaseName: text('disease_name').notNull(),
  surgeryName: text('surgery_name').notNull(),
  duration: text('duration').notNull(),
  treatedBy: text('treated_by').notNull(),
});

export const treatmentContents = pgTable(
  'treatment_contents',
  {
    id: serial('id').primaryKey(),
    treatmentId: foreignId('treatment_id', () => treatments.id, 'cascade'),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    images: text('images').array().notNull().default([]),
    position: listPosition(),
  },
  (t) => [index('treatment_contents_treatment_idx').on(t.treatmentId, t.position)],
);

export const treatmentFaqs = pgTable(
  'treatment_faqs',
  {
    id: serial('id').primaryKey(),
    treatmentId: foreignId('treatment_id', () => treatments.id, 'cascade'),
    ...faqColumns(),
  },
  (t) => [index('treatment_faqs_treatment_idx').on(t.treatmentId, t.position)],
);
