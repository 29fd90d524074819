import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  contactColumns,
  foreignId,
  namedRowColumns,
  reviewColumns,
  timestamptz,
  timestamptzNow,
} from './columns';
import { APPLICATION_STATUSES } from './constants';
import { checkOneOf } from './constraints';

export const jobCategories = pgTable('job_categories', namedRowColumns());

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    categoryId: foreignId('category_id', () => jobCategories.id, 'restrict'),
    qualification: text('qualification').notNull(),
    experience: text('experience').notNull(),
    vacancy: integer('vacancy').notNull(),
    salary: text('salary').notNull(),
    responsibilities: text('responsibilities').notNull(),
    keySkills: text('key_skills').array().notNull().default([]),
    /** Stored file name under public/ or the uploads folder; null when the job has none. */
    attachmentPath: text('attachment_path'),
    attachmentName: text('attachment_name'),
    createdAt: timestamptzNow('created_at'),
    /** Set when the vacancy is filled or withdrawn: the careers page leaves it out. */
    closedAt: timestamptz('closed_at'),
  },
  (t) => [index('jobs_category_idx').on(t.categoryId)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: foreignId('job_id', () => jobs.id, 'restrict'),
    jobTitle: text('job_title').notNull(),
    ...contactColumns(),
    /** Generated storage key of the resume, never the visitor's file name. */
    resumeKey: text('resume_key').notNull(),
    resumeType: text('resume_type').notNull(),
    createdAt: timestamptzNow('created_at'),
    /** HR's status and note (lib/careers/application-status.ts). */
    ...reviewColumns(APPLICATION_STATUSES),
  },
  (t) => [
    index('job_applications_job_idx').on(t.jobId, t.createdAt, t.id),
    index('job_applications_status_idx').on(t.status, t.createdAt, t.id),
    index('job_applications_created_idx').on(t.createdAt, t.id),
    checkOneOf('job_applications_status_known', t.status, APPLICATION_STATUSES),
  ],
);
