import type { OutboxStatus } from '@/lib/notifications/staff-outbox';
import type { BadgeTone } from './list-parts';

/** How the console names a message's state, on the outbox and on each record's page. */
export const OUTBOX_STATUS: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting', tone: 'new' },
  sent: { label: 'Sent', tone: 'done' },
  failed: { label: 'Given up', tone: 'stopped' },
  cancelled: { label: 'Withdrawn', tone: 'plain' },
};
