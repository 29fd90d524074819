import type { Metadata } from 'next';
import {
  FilterForm,
  FilterSelect,
  labelledOptions,
  SearchBox,
} from '@/components/staff/list-filters';
import { ListFoot, ListTable, StatusBadge, type BadgeTone } from '@/components/staff/list-parts';
import { Link } from '@/components/ui/link';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  isApplicationStatus,
  type ApplicationStatus,
} from '@/lib/careers/application-status';
import { listApplications, listJobs } from '@/lib/careers/staff-applications';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, knownParam, positiveId, searchText } from '@/lib/staff/paging';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Job applications' };

const APPLICATION_TONES: Record<ApplicationStatus, BadgeTone> = {
  new: 'new',
  shortlisted: 'plain',
  rejected: 'stopped',
  hired: 'done',
};

export default async function ApplicationsPage({ searchParams }: ListPageProps) {
  await requireStaff('applications');
  const params = await searchParams;
  const status = knownParam(params.status, isApplicationStatus);
  const jobId = positiveId(params.job);
  const q = searchText(params.q);
  const cursor = firstParam(params.cursor);
  const db = await getDb();
  const [jobList, page] = await Promise.all([
    listJobs(db),
    listApplications(db, { jobId, status, q, cursor }),
  ]);
  return (
    <>
      <h1 className={styles.title}>Job applications</h1>
      <FilterForm action="/staff/applications" search>
        <FilterSelect
          id="app-job"
          name="job"
          label="Job"
          value={jobId}
          all="All jobs"
          options={jobList.map((job) => ({ value: job.id, label: job.title }))}
        />
        <FilterSelect
          id="app-status"
          name="status"
          label="Status"
          value={status}
          all="All"
          options={labelledOptions(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS)}
        />
        <SearchBox id="app-q" label="Search name, e-mail or phone" q={q} />
      </FilterForm>
      <ListTable
        label="Job applications, newest first"
        rows={page.rows}
        rowKey={(row) => row.id}
        columns={[
          { heading: 'Received', cell: (row) => formatIndiaDateTime(row.createdAt) },
          {
            heading: 'Name',
            cell: (row) => <Link href={`/staff/applications/${row.id}`}>{row.name}</Link>,
          },
          { heading: 'Job', cell: (row) => row.jobTitle },
          { heading: 'E-mail', cell: (row) => row.email },
          { heading: 'Phone', cell: (row) => row.phone },
          {
            heading: 'Status',
            cell: (row) => (
              <StatusBadge
                label={APPLICATION_STATUS_LABELS[row.status]}
                tone={APPLICATION_TONES[row.status]}
              />
            ),
          },
        ]}
        empty={<>No applications{q ? ` match “${q}”` : ''}.</>}
      />
      <ListFoot
        list="applications"
        base="/staff/applications"
        params={{ job: jobId ? String(jobId) : '', status: status ?? '', q }}
        next={page.next}
        isFirst={!cursor}
      />
    </>
  );
}
