import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from './constants';

export const jobCategories = pgTable('job_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => jobCategories.id, { onDelete: 'restrict' }),
    qualification: text('qualification').notNull(),
    experience: text('experience').notNull(),
    vacancy: integer('vacancy').notNull(),
    salary: text('salary').notNull(),
    responsibilities: text('responsibilities').notNull(),
    keySkills: text('key_skills').array().notNull().default([]),
    /** Stored file name under public/ or the uploads folder; null when the job has none. */
    attachmentPath: text('attachment_path'),
    attachmentName: text('attachment_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the vacancy is filled or withdrawn: the careers page leaves it out. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('jobs_category_idx').on(t.categoryId)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    jobTitle: text('job_title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Generated storage key of the resume, never the visitor's file name. */
    resumeKey: text('resume_key').notNull(),
    resumeType: text('resume_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** HR's status and note (lib/careers/application-status.ts). */
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_applications_job_idx').on(t.jobId, t.createdAt, t.id),
    index('job_applications_status_idx').on(t.status, t.createdAt, t.id),
    index('job_applications_created_idx').on(t.createdAt, t.id),
    check(
      'job_applications_status_known',
      sql`${t.status} in ('new', 'shortlisted', 'rejected', 'hired')`,
    ),
  ],
);
