import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AddLink, ListTable, StatusBadge } from '@/components/staff/list-parts';
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
      <ListTable
        label="Vacancies, open ones first"
        rows={rows}
        rowKey={(job) => job.id}
        columns={[
          { heading: 'Posted', cell: (job) => formatIndiaDateTime(job.createdAt) },
          {
            heading: 'Title',
            cell: (job) => <Link href={`/staff/jobs/${job.id}`}>{job.title}</Link>,
          },
          { heading: 'Category', cell: (job) => job.categoryName },
          { heading: 'Vacancies', cell: (job) => job.vacancy },
          {
            heading: 'State',
            cell: (job) =>
              job.closedAt ? (
                <StatusBadge label="Closed" tone="stopped" />
              ) : (
                <StatusBadge label="Open" tone="done" />
              ),
          },
        ]}
      />
    </>
  );
}
