import type { Metadata } from 'next';
import { RecordList, YesNoBadge } from '@/components/staff/record-list';
import { listJobsForStaff } from '@/lib/careers/staff-jobs';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { formatIndiaDateTime } from '@/lib/time/date-time';

export const metadata: Metadata = { title: 'Vacancies' };

export default async function JobsPage() {
  await requireStaff('content');
  const rows = await listJobsForStaff(await getDb());
  return (
    <RecordList
      title="Vacancies"
      path="/staff/jobs"
      addLabel="Post a vacancy"
      label="Vacancies, open ones first"
      rows={rows}
      columns={[
        { heading: 'Posted', cell: (job) => formatIndiaDateTime(job.createdAt) },
        { heading: 'Title', link: (job) => job.title },
        { heading: 'Category', cell: (job) => job.categoryName },
        { heading: 'Vacancies', cell: (job) => job.vacancy },
        {
          heading: 'State',
          cell: (job) => <YesNoBadge on={!job.closedAt} yes="Open" no="Closed" />,
        },
      ]}
    />
  );
}
