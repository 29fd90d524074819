import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { outboxMessages, type OutboxAttachment } from '@/lib/db/schema';

/**
 * Writing to the transactional outbox (lib/db/schema/notifications.ts): always inside the
 * transaction of the event the message is about, so both are stored or neither.
 */

export type SubjectRef = {
  type: 'appointment' | 'pharmacy_order' | 'lab_order' | 'callback' | 'payment' | 'sign_in_code';
  id: number;
};

export type MessageDraft = {
  topic: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** Not before this instant (a reminder); now when left out. */
  deliverAfter?: Date;
};

export async function enqueue(tx: Tx, about: SubjectRef, drafts: MessageDraft[]): Promise<void> {
  const rows = drafts
    .filter((d) => d.recipient.trim() !== '')
    .map((d) => ({
      topic: d.topic,
      channel: d.channel,
      recipient: d.recipient.trim(),
      subject: d.subject ?? '',
      bodyText: d.text,
      bodyHtml: d.html ?? null,
      attachments: d.attachments ?? [],
      subjectType: about.type,
      subjectId: about.id,
      ...(d.deliverAfter ? { deliverAfter: d.deliverAfter } : {}),
    }));
  if (rows.length > 0) await tx.insert(outboxMessages).values(rows);
}

/**
 * Queues in `tx` what `tell` says about the record `about`, as `load` reads it in the same
 * transaction (so the message matches what is being committed); nothing when it is gone.
 */
export async function tellAbout<Notice>(
  tx: Tx,
  about: SubjectRef,
  load: (tx: Tx, id: number) => Promise<Notice | null>,
  tell: (notice: Notice) => MessageDraft[],
): Promise<void> {
  const notice = await load(tx, about.id);
  if (notice) await enqueue(tx, about, tell(notice));
}

/**
 * Withdraws what has not gone yet about a record (a cancelled booking's reminders), in the
 * transaction that changes the record. Returns how many were withdrawn.
 */
export async function cancelPending(tx: Tx, about: SubjectRef, topics: string[]): Promise<number> {
  const cancelled = await tx
    .update(outboxMessages)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(outboxMessages.subjectType, about.type),
        eq(outboxMessages.subjectId, about.id),
        eq(outboxMessages.status, 'pending'),
        inArray(outboxMessages.topic, topics),
      ),
    )
    .returning({ id: outboxMessages.id });
  return cancelled.length;
}

/**
 * Deletes the messages of `topics` made before `before` that are no longer pending: one-time
 * codes and links, whose messages are of no use to anyone once the codes have lapsed.
 */
export async function forgetSent(tx: Tx, topics: string[], before: Date): Promise<void> {
  await tx
    .delete(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.topic, topics),
        ne(outboxMessages.status, 'pending'),
        lt(outboxMessages.createdAt, before),
      ),
    );
}
