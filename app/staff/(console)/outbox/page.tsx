import type { Metadata } from 'next';
import { resendMessageAction } from '@/app/staff/(console)/actions';
import { FilterForm, FilterSelect } from '@/components/staff/list-filters';
import { ListTable, Pager, StatusBadge } from '@/components/staff/list-parts';
import { OUTBOX_STATUS } from '@/components/staff/outbox-status';
import { StaffForm } from '@/components/staff/staff-form';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { isOutboxStatus, listOutbox } from '@/lib/notifications/staff-outbox';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, knownParam } from '@/lib/staff/paging';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Messages sent' };

const STATUS = OUTBOX_STATUS;

/** Every message to patients, shoppers and the desk: what, to whom, when and how it went. */
export default async function OutboxPage({ searchParams }: ListPageProps) {
  await requireStaff('notifications');
  const params = await searchParams;
  const status = knownParam(params.status, isOutboxStatus);
  const page = await listOutbox(await getDb(), { status, cursor: firstParam(params.cursor) });
  return (
    <>
      <h1 className={styles.title}>Messages sent</h1>
      <p>
        E-mails and SMS to patients, shoppers and the desk, written with the booking, order or
        request they are about and sent within seconds; reminders wait for their time.{' '}
        {env.smtpUrl
          ? 'E-mail goes through the configured SMTP server.'
          : 'No SMTP server is configured: each e-mail is kept as a .eml file, opened from this list.'}
      </p>
      <FilterForm action="/staff/outbox">
        <FilterSelect
          id="outbox-status"
          name="status"
          label="Status"
          value={status}
          all="All"
          options={Object.entries(STATUS).map(([value, { label }]) => ({ value, label }))}
        />
      </FilterForm>
      <ListTable
        label="Messages, newest first"
        rows={page.rows}
        rowKey={(row) => row.id}
        columns={[
          { heading: 'Written', cell: (row) => formatIndiaDateTime(row.createdAt) },
          {
            heading: 'About',
            cell: (row) => (
              <>
                {row.topic}
                <br />
                {row.channel === 'email' ? 'E-mail' : 'SMS'}
              </>
            ),
          },
          { heading: 'To', cell: (row) => row.recipient },
          {
            heading: 'Status',
            cell: (row) => (
              <>
                <StatusBadge label={STATUS[row.status].label} tone={STATUS[row.status].tone} />
                <br />
                {row.status === 'sent' && row.sentAt
                  ? formatIndiaDateTime(row.sentAt)
                  : row.status === 'pending'
                    ? `due ${formatIndiaDateTime(row.deliverAfter)}`
                    : null}
                {row.lastError ? ` (${row.attempts} tries: ${row.lastError})` : null}
                {row.status === 'failed' ? (
                  <StaffForm action={resendMessageAction} submit="Send again" inline>
                    <input type="hidden" name="id" value={row.id} />
                  </StaffForm>
                ) : null}
              </>
            ),
          },
          {
            heading: 'Message',
            cell: (row) =>
              row.status === 'sent' && !env.smtpUrl ? (
                <a href={`/staff/outbox/${row.id}/file`} download>
                  {row.subject || 'SMS text'}
                </a>
              ) : (
                row.subject || 'SMS'
              ),
          },
        ]}
        empty="No message for this choice."
      />
      <Pager
        base="/staff/outbox"
        params={{ status: status ?? '' }}
        next={page.next}
        isFirst={!params.cursor}
      />
    </>
  );
}
