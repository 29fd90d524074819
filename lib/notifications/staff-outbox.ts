import 'server-only';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { object } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { oneOfGuard } from '@/lib/closed-list';
import type { Db } from '@/lib/db/open';
import { OUTBOX_STATUSES, outboxMessages, payments } from '@/lib/db/schema';
import { ACCESS_CODE_TOPIC } from './access-messages';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { auditChange } from '@/lib/staff/audit';
import { cursorKey, keysetPage, STAFF_PAGE_SIZE } from '@/lib/staff/paging';
import { lockRecord } from '@/lib/staff/record-lock';

const OUTBOX_COLUMNS = {
  id: outboxMessages.id,
  createdAt: outboxMessages.createdAt,
  topic: outboxMessages.topic,
  channel: outboxMessages.channel,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  deliverAfter: outboxMessages.deliverAfter,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  sentAt: outboxMessages.sentAt,
};

type OutboxRow = SelectResultFields<typeof OUTBOX_COLUMNS>;

/** The admin's view of the outbox: newest first, by status, 50 at a time (keyset). */

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const isOutboxStatus = oneOfGuard(OUTBOX_STATUSES);

export async function listOutbox(
  db: Db,
  filters: { status?: OutboxStatus; cursor?: string },
  size = STAFF_PAGE_SIZE,
) {
  const query = db
    .select({ ...OUTBOX_COLUMNS, cursorKey: cursorKey(outboxMessages.createdAt) })
    .from(outboxMessages)
    .$dynamic();
  const where = [filters.status ? eq(outboxMessages.status, filters.status) : undefined];
  const keyset = { at: outboxMessages.createdAt, id: outboxMessages.id };
  return keysetPage<OutboxRow>(query, keyset, where, filters.cursor, size);
}

/**
 * The admin sends a message that was given up on again (after fixing the SMTP settings, say): it
 * is due at once with a fresh count of attempts.
 */
export const resendMessage = defineStaffAction({
  name: 'send a message again',
  area: 'notifications',
  schema: object({ id: recordId() }),
  async run(db, actor, input) {
    await db.transaction(async (tx) => {
      const message = await lockRecord(
        tx,
        outboxMessages,
        input.id,
        'This message does not exist',
        { status: outboxMessages.status, topic: outboxMessages.topic },
      );
      if (message.status !== 'failed') {
        throw new InvalidInputError({ id: 'Only a message given up on can be sent again' });
      }
      await tx
        .update(outboxMessages)
        .set({ status: 'pending', attempts: 0, deliverAfter: new Date(), claimedUntil: null })
        .where(eq(outboxMessages.id, input.id));
      await auditChange(tx, actor, 'outbox.resend', input.id, {
        status: { before: 'failed', after: 'pending' },
      });
    });
    return { ok: true, message: 'The message is queued to be sent again.' };
  },
});

/** What an access-code row says instead of its subject. */
export const CODE_SENT = 'One-time code to open it online';

/** Which payment column names each record, for the refund notices filed under its payments. */
const PAYMENT_OF = {
  appointment: payments.appointmentId,
  pharmacy_order: payments.orderId,
  lab_order: payments.orderId,
} as const;

/**
 * The messages about one appointment or order, oldest first, for its page in the console: what
 * was sent, by which channel, and how it went, its payments' refund notices included; never the
 * recipient or the text (the outbox, with both, is the admin's), and never a one-time code (its
 * e-mail's subject carries the code: such a row says only that a code was sent).
 */
export async function messagesAbout(db: Db, about: { type: keyof typeof PAYMENT_OF; id: number }) {
  const m = outboxMessages;
  return db
    .select({
      id: m.id,
      createdAt: m.createdAt,
      topic: m.topic,
      channel: m.channel,
      subject: sql<string>`case when ${m.topic} = ${ACCESS_CODE_TOPIC} then ${CODE_SENT} else ${m.subject} end`,
      status: m.status,
      deliverAfter: m.deliverAfter,
      sentAt: m.sentAt,
      attempts: m.attempts,
    })
    .from(m)
    .where(
      or(
        and(eq(m.subjectType, about.type), eq(m.subjectId, about.id)),
        and(
          eq(m.subjectType, 'payment'),
          inArray(
            m.subjectId,
            db
              .select({ id: payments.id })
              .from(payments)
              .where(eq(PAYMENT_OF[about.type], about.id)),
          ),
        ),
      ),
    )
    .orderBy(asc(m.createdAt), asc(m.id))
    .limit(200);
}

export type RecordMessage = Awaited<ReturnType<typeof messagesAbout>>[number];
