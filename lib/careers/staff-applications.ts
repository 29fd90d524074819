import { asc, count, eq } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '@/lib/db/open';
import { jobApplications, jobs } from '@/lib/db/schema';
import {
  cursorKey,
  keysetPage,
  matchesSearch,
  STAFF_PAGE_SIZE,
  type Page,
} from '@/lib/staff/paging';
import { recordById } from '@/lib/staff/record-lock';
import type { ApplicationStatus } from './application-status';

/** HR's list of job applications: by job and status, searched by name, e-mail or phone. */

export type ApplicationFilters = {
  jobId?: number;
  status?: ApplicationStatus;
  q?: string;
  cursor?: string;
};

const columns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  jobTitle: jobApplications.jobTitle,
  name: jobApplications.name,
  email: jobApplications.email,
  phone: jobApplications.phone,
  resumeType: jobApplications.resumeType,
  status: jobApplications.status,
  note: jobApplications.note,
  createdAt: jobApplications.createdAt,
};

export type ApplicationRow = SelectResultFields<typeof columns>;

export async function listApplications(
  db: Db,
  filters: ApplicationFilters,
  size = STAFF_PAGE_SIZE,
): Promise<Page<ApplicationRow>> {
  const t = jobApplications;
  const query = db
    .select({ ...columns, cursorKey: cursorKey(t.createdAt) })
    .from(t)
    .$dynamic();
  const where = [
    filters.jobId ? eq(t.jobId, filters.jobId) : undefined,
    filters.status ? eq(t.status, filters.status) : undefined,
    matchesSearch(filters.q, [t.name, t.email], t.phone),
  ];
  return keysetPage(query, { at: t.createdAt, id: t.id }, where, filters.cursor, size);
}

export function getApplication(db: Db, id: number): Promise<ApplicationRow | null> {
  return recordById(db, jobApplications, id, columns);
}

/** The stored resume of an application, for the access-checked download. */
export function getResume(db: Db, id: number) {
  return recordById(db, jobApplications, id, {
    id: jobApplications.id,
    name: jobApplications.name,
    resumeKey: jobApplications.resumeKey,
    resumeType: jobApplications.resumeType,
  });
}

export async function listJobs(db: Db) {
  return db.select({ id: jobs.id, title: jobs.title }).from(jobs).orderBy(asc(jobs.title));
}

export async function countNewApplications(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.status, 'new'));
  return Number(row.n);
}
