import {
  boolean,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { faqColumns, listPosition, namedRowColumns } from './columns';

export const branches = pgTable('branches', {
  ...namedRowColumns(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
});

export const regions = pgTable('regions', {
  ...namedRowColumns(),
  popular: boolean('popular').notNull().default(false),
});

export const seoTagType = pgEnum('seo_tag_type', [
  'Home',
  'About',
  'Doctors',
  'Careers',
  'Blog',
  'Contactus',
  'Pharmacy',
]);

/** The tag/meta record: one per page type. */
export const seoTags = pgTable('seo_tags', {
  id: serial('id').primaryKey(),
  type: seoTagType('type').notNull().unique(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  metaTags: text('meta_tags').array().notNull().default([]),
  metaName: text('meta_name').notNull().default(''),
});

export type OfficeHours = { days: string; time: string };

/** Contact info and contact settings (whatsapp, emergency number) in one record per section. */
export const contactInfo = pgTable('contact_info', {
  id: serial('id').primaryKey(),
  sectionName: text('section_name').notNull().unique(),
  title: text('title').notNull(),
  officeHours: jsonb('office_hours').$type<OfficeHours[]>().notNull().default([]),
  officeAddress: text('office_address').notNull(),
  officeAddress2: text('office_address_2').notNull().default(''),
  getInTouch: text('get_in_touch').array().notNull().default([]),
  description: text('description').notNull().default(''),
  appointmentCall: text('appointment_call').notNull(),
  emergencyCall: text('emergency_call').notNull(),
  whatsapp: text('whatsapp').notNull(),
  email: text('email').notNull(),
});

/** Small site-wide settings (hospital name, footer phone and e-mail, social links). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  position: listPosition(),
});

export const videoTestimonials = pgTable('video_testimonials', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  posterImage: text('poster_image').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  postedByImage: text('posted_by_image').notNull(),
  postedByName: text('posted_by_name').notNull(),
  postedByDesignation: text('posted_by_designation').notNull(),
  position: listPosition(),
});

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  image: text('image').notNull(),
});

export const homeFaqs = pgTable('home_faqs', {
  id: serial('id').primaryKey(),
  ...faqColumns(),
});

export const analytics = pgTable('analytics', {
  id: serial('id').primaryKey(),
  countNumber: integer('count_number').notNull(),
  countText: text('count_text').notNull(),
  icon: text('icon').notNull(),
  position: listPosition(),
});

/** About values; type 'Choose us' feeds the home page section. */
export const aboutValues = pgTable('about_values', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  description: text('description').notNull(),
  image: text('image').notNull(),
  position: listPosition(),
});

/** About CTA items of type 'CTA', 'Values' or 'Choose us'. */
export const aboutCtas = pgTable('about_ctas', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  image: text('image').notNull(),
  text: text('text').notNull(),
  position: listPosition(),
});

export type MissionPercentage = { number: number; text: string };

export const aboutMissions = pgTable('about_missions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  percentages: jsonb('percentages').$type<MissionPercentage[]>().notNull().default([]),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  image: text('image').notNull(),
  position: listPosition(),
});

/** About-page header blocks. */
export const headerBlocks = pgTable(
  'header_blocks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    listItemImage: text('list_item_image').notNull().default(''),
    listItemTexts: text('list_item_texts').array().notNull().default([]),
    navLinkSlug: text('nav_link_slug').notNull().default(''),
    navLinkImage: text('nav_link_image').notNull().default(''),
    navLinkText: text('nav_link_text').notNull().default(''),
    position: listPosition(),
  },
  (t) => [uniqueIndex('header_blocks_title_idx').on(t.title)],
);

/** Doctor intro blocks shown above the doctor listing. */
export const doctorIntroBlocks = pgTable('doctor_intro_blocks', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icons: text('icons').array().notNull().default([]),
});

export const labAds = pgTable('lab_ads', {
  id: serial('id').primaryKey(),
  mainAd: text('main_ad').notNull(),
  secondaryImages: text('secondary_images').array().notNull().default([]),
});
