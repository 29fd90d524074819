import type { RecordMessage } from '@/lib/notifications/staff-outbox';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { ListTable, StatusBadge, type Column } from './list-parts';
import { OUTBOX_STATUS } from './outbox-status';
import styles from './staff.module.css';

const MESSAGE_COLUMNS: readonly Column<RecordMessage>[] = [
  { heading: 'Written', cell: (message) => formatIndiaDateTime(message.createdAt) },
  // An SMS has no subject: its topic, in words ('lab order cancelled').
  { heading: 'Message', cell: (message) => message.subject || message.topic.replace(/[._]/g, ' ') },
  { heading: 'By', cell: (message) => (message.channel === 'email' ? 'E-mail' : 'SMS') },
  {
    heading: 'Status',
    cell: (message) => (
      <>
        <StatusBadge
          label={OUTBOX_STATUS[message.status].label}
          tone={OUTBOX_STATUS[message.status].tone}
        />{' '}
        {message.status === 'sent' && message.sentAt
          ? formatIndiaDateTime(message.sentAt)
          : message.status === 'pending'
            ? `due ${formatIndiaDateTime(message.deliverAfter)}`
            : message.status === 'failed'
              ? `after ${message.attempts} tries`
              : null}
      </>
    ),
  },
];

/**
 * The messages sent (or due) about one appointment or order, so the desk can answer "I never got
 * the SMS": what, by which channel, and how it went. No recipient or text: those are the admin's.
 */
export function RecordMessages({ messages, to }: { messages: RecordMessage[]; to: string }) {
  return (
    <section>
      <h2 id="record-messages" className={styles.subtitle}>
        Messages to the {to}
      </h2>
      <ListTable
        label={`Messages to the ${to}`}
        labelledBy="record-messages"
        rows={messages}
        rowKey={(message) => message.id}
        columns={MESSAGE_COLUMNS}
        empty="No message has been written about this yet."
      />
    </section>
  );
}
