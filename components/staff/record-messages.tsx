import type { RecordMessage } from '@/lib/notifications/staff-outbox';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { StatusBadge } from './list-parts';
import { OUTBOX_STATUS } from './outbox-status';
import styles from './staff.module.css';

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
      {messages.length === 0 ? (
        <p className={styles.empty}>No message has been written about this yet.</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="record-messages"
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">Message</th>
                <th scope="col">By</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{formatIndiaDateTime(message.createdAt)}</td>
                  {/* An SMS has no subject: its topic, in words ('lab order cancelled'). */}
                  <td>{message.subject || message.topic.replace(/[._]/g, ' ')}</td>
                  <td>{message.channel === 'email' ? 'E-mail' : 'SMS'}</td>
                  <td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
