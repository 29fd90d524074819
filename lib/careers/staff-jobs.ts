import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { jobCategories, jobs } from '@/lib/db/schema';
import { recordById } from '@/lib/staff/record-lock';
import { jobAdvertColumns } from './job-columns';

/**
 * The editor's vacancies, open ones first, each group newest first; and one for editing. (Sorting
 * by `closed_at` itself would not do: PostgreSQL puts its nulls, the open ones, last.)
 */
export async function listJobsForStaff(db: Db) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      categoryName: jobCategories.name,
      vacancy: jobs.vacancy,
      closedAt: jobs.closedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .orderBy(asc(sql`${jobs.closedAt} is not null`), desc(jobs.createdAt), desc(jobs.id));
}

export function getJobForEdit(db: Db | Tx, id: number) {
  return recordById(db, jobs, id, {
    id: jobs.id,
    title: jobs.title,
    categoryId: jobs.categoryId,
    ...jobAdvertColumns,
    closedAt: jobs.closedAt,
  });
}

export async function listJobCategories(db: Db) {
  return db.select().from(jobCategories).orderBy(asc(jobCategories.name));
}
