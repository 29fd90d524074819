import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AddLink, StatusBadge } from '@/components/staff/list-parts';
import { listJobsForStaff } from '@/lib/careers/staff-jobs';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Vacancies' };

export default async function JobsPage() {
  await requireStaff('content');
  const rows = await listJobsForStaff(await getDb());
  return (
    <>
      <h1 className={styles.title}>Vacancies</h1>
      <AddLink href="/staff/jobs/new" label="Post a vacancy" />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Posted</th>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Vacancies</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((job) => (
              <tr key={job.id}>
                <td>{formatIndiaDateTime(job.createdAt)}</td>
                <td>
                  <Link href={`/staff/jobs/${job.id}`}>{job.title}</Link>
                </td>
                <td>{job.categoryName}</td>
                <td>{job.vacancy}</td>
                <td>
                  {job.closedAt ? (
                    <StatusBadge label="Closed" tone="stopped" />
                  ) : (
                    <StatusBadge label="Open" tone="done" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
