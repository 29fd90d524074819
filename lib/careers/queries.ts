import 'server-only';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { jobCategories, jobs } from '@/lib/db/schema';
import { jobAdvertColumns } from './job-columns';
import type { Job, JobAttachment, JobCategory } from './types';

/** Careers queries over a given database (tests run them on both engines). */

/**
 * A job's attachment as the visitor downloads it: always through GET /api/carrer/download/{id},
 * which finds the file wherever it is stored (public/ for a leading '/', else the uploads
 * storage), so the storage path never reaches the page.
 */
export function attachmentOf(
  jobId: number,
  path: string | null,
  name: string | null,
): JobAttachment | null {
  if (!path) return null;
  return {
    href: `/api/carrer/download/${jobId}`,
    name: name || path.slice(path.lastIndexOf('/') + 1),
  };
}

export async function queryJobs(db: Db): Promise<Job[]> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      categoryId: jobCategories.id,
      categoryName: jobCategories.name,
      ...jobAdvertColumns,
      attachmentPath: jobs.attachmentPath,
      attachmentName: jobs.attachmentName,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(jobCategories, eq(jobs.categoryId, jobCategories.id))
    // Closed vacancies are not shown (the console closes them).
    .where(isNull(jobs.closedAt))
    .orderBy(asc(jobs.title), asc(jobs.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: { id: row.categoryId, name: row.categoryName },
    qualification: row.qualification,
    experience: row.experience,
    vacancy: row.vacancy,
    salary: row.salary,
    responsibilities: row.responsibilities,
    keySkills: row.keySkills,
    attachment: attachmentOf(row.id, row.attachmentPath, row.attachmentName),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function queryJobCategories(db: Db): Promise<JobCategory[]> {
  const rows = await db
    .select({ id: jobCategories.id, name: jobCategories.name })
    .from(jobCategories);
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
}
