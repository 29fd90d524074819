import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { updateApplicationAction } from '@/app/staff/(console)/actions';
import { FormPanel } from '@/components/staff/form-panel';
import { StatusNoteFields } from '@/components/staff/status-note-fields';
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUS_LABELS,
  nextApplicationStatuses,
} from '@/lib/careers/application-status';
import { getApplication } from '@/lib/careers/staff-applications';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Job application' };

export default async function ApplicationPage({ params }: RecordPageProps) {
  const application = await requireRecord('applications', params, getApplication);
  return (
    <>
      <Link href={`/staff/applications?job=${application.jobId}`} className={styles.back}>
        ← Applications for {application.jobTitle}
      </Link>
      <h1 className={styles.title}>{application.name}</h1>
      <section className={styles.panel} aria-label="Application">
        <dl className={styles.facts}>
          <dt>Job</dt>
          <dd>{application.jobTitle}</dd>
          <dt>Received</dt>
          <dd>{formatIndiaDateTime(application.createdAt)}</dd>
          <dt>E-mail</dt>
          <dd>{application.email}</dd>
          <dt>Phone</dt>
          <dd>{application.phone}</dd>
          <dt>Resume</dt>
          <dd>
            <a href={`/staff/applications/${application.id}/resume`}>Download resume</a>
          </dd>
        </dl>
      </section>
      <FormPanel id="app-work" title="Decision" action={updateApplicationAction} submit="Save">
        <input type="hidden" name="id" value={application.id} />
        <input type="hidden" name="note_seen" value={application.note} />
        <StatusNoteFields
          idPrefix="app"
          status={application.status}
          moves={nextApplicationStatuses(application.status)}
          labels={APPLICATION_STATUS_LABELS}
          note={application.note}
          noteMax={APPLICATION_NOTE_MAX}
        />
      </FormPanel>
    </>
  );
}
