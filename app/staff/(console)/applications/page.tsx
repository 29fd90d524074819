import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import {
  ExportLink,
  ListTable,
  Pager,
  StatusBadge,
  type BadgeTone,
} from '@/components/staff/list-parts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  isApplicationStatus,
  type ApplicationStatus,
} from '@/lib/careers/application-status';
import { listApplications, listJobs } from '@/lib/careers/staff-applications';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, positiveId, searchText } from '@/lib/staff/paging';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Job applications' };

const APPLICATION_TONES: Record<ApplicationStatus, BadgeTone> = {
  new: 'new',
  shortlisted: 'plain',
  rejected: 'stopped',
  hired: 'done',
};

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('applications');
  const params = await searchParams;
  const rawStatus = firstParam(params.status);
  const status = isApplicationStatus(rawStatus) ? rawStatus : undefined;
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
      <form action="/staff/applications" method="get" className={styles.toolbar} role="search">
        <div>
          <label htmlFor="app-job">Job</label>
          <select id="app-job" name="job" defaultValue={jobId ?? ''}>
            <option value="">All jobs</option>
            {jobList.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="app-status">Status</label>
          <select id="app-status" name="status" defaultValue={status ?? ''}>
            <option value="">All</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="app-q">Search name, e-mail or phone</label>
          <input id="app-q" name="q" type="search" defaultValue={q} maxLength={100} />
        </div>
        <button type="submit" className="btn btn-primary btn-sm">
          Show
        </button>
      </form>
      {page.rows.length === 0 ? (
        <p className={styles.empty}>No applications{q ? ` match “${q}”` : ''}.</p>
      ) : (
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
        />
      )}
      <ExportLink
        list="applications"
        params={{ job: jobId ? String(jobId) : '', status: status ?? '', q }}
      />
      <Pager
        base="/staff/applications"
        params={{ job: jobId ? String(jobId) : '', status: status ?? '', q }}
        next={page.next}
        isFirst={!cursor}
      />
    </>
  );
}
