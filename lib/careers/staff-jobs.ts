import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { jobCategories, jobs } from '@/lib/db/schema';

/** The editor's vacancies, open ones first, and one for editing. */
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
    .orderBy(asc(jobs.closedAt), desc(jobs.createdAt));
}

export async function getJobForEdit(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      categoryId: jobs.categoryId,
      qualification: jobs.qualification,
      experience: jobs.experience,
      vacancy: jobs.vacancy,
      salary: jobs.salary,
      responsibilities: jobs.responsibilities,
      keySkills: jobs.keySkills,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row ?? null;
}

export async function listJobCategories(db: Db) {
  return db.select().from(jobCategories).orderBy(asc(jobCategories.name));
}
