import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow } from './columns';
import { checkOneOf } from './constraints';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;

/**
 * A file sent with an e-mail: its content as text (an appointment's .ics invitation), or a binary
 * file (an invoice's PDF) as base64 text with `encoding: 'base64'`, decoded by the mailer.
 */
export type OutboxAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};

/**
 * The transactional outbox (issue 16): a message to a patient, shopper or the hospital's desk,
 * written in the same transaction as the event that causes it (a booking confirmed, an order
 * placed), so one is never lost nor sent for an event that did not happen. The worker
 * (lib/notifications/worker.ts) delivers what is due, at least once, with back-off; a reminder is a
 * message due later (`deliver_after`), cancelled with the booking it reminds of.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** What caused it, such as 'appointment.confirmed' (lib/notifications/*-messages.ts). */
    topic: text('topic').notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** An e-mail address or a 10-digit Indian mobile number. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** The record it is about ('appointment', 'pharmacy_order', 'callback'), to cancel reminders. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    deliverAfter: timestamptzNow('deliver_after'),
    /** A worker's claim: no other worker takes the message before this instant. */
    claimedUntil: timestamptz('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    /** The last delivery error, without personal data (lib/log/safe-error.ts). */
    lastError: text('last_error'),
    createdAt: timestamptzNow('created_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.deliverAfter, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_subject_idx').on(t.subjectType, t.subjectId),
    index('outbox_created_idx').on(t.createdAt, t.id),
    checkOneOf('outbox_channel_known', t.channel, OUTBOX_CHANNELS),
    checkOneOf('outbox_status_known', t.status, OUTBOX_STATUSES),
  ],
);
