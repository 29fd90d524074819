import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { outboxMessages } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { defaultChannels, type Channels } from './channels';

/**
 * The outbox's delivery (issue 16). A pass claims what is due (`FOR UPDATE SKIP LOCKED`, then a
 * claim that lasts CLAIM_MS, in one short transaction), delivers each message outside any
 * transaction, and marks it sent, or due again after a back-off, or failed after MAX_ATTEMPTS.
 * Two instances running passes at once claim different messages, so none is sent twice by them;
 * a process killed after handing a message over but before marking it sends it again once its
 * claim lapses (at least once, never lost).
 */

export const CLAIM_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** 1, 2, 4 … minutes after a failed attempt, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type PassResult = { sent: number; retried: number; failed: number };

export async function deliverDue(
  db: Db,
  channels: Channels,
  now: Date = new Date(),
  limit = BATCH,
): Promise<PassResult> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'pending'),
          lte(outboxMessages.deliverAfter, now),
          or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, now)),
        ),
      )
      .orderBy(asc(outboxMessages.deliverAfter), asc(outboxMessages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outboxMessages)
      .set({
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: sql`${outboxMessages.attempts} + 1`,
      })
      .where(
        inArray(
          outboxMessages.id,
          due.map((m) => m.id),
        ),
      );
    return due.map((m) => ({ ...m, attempts: m.attempts + 1 }));
  });

  const result: PassResult = { sent: 0, retried: 0, failed: 0 };
  for (const message of claimed) {
    try {
      await channels[message.channel].deliver(message);
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      result.sent += 1;
    } catch (error) {
      const facts = safeError(error);
      const lastError = [facts.type, facts.code].filter(Boolean).join(' ');
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxMessages)
        .set(
          giveUp
            ? { status: 'failed', claimedUntil: null, lastError }
            : {
                deliverAfter: new Date(now.getTime() + retryDelayMs(message.attempts)),
                claimedUntil: null,
                lastError,
              },
        )
        .where(eq(outboxMessages.id, message.id));
      if (giveUp) result.failed += 1;
      else result.retried += 1;
      logger.warn(
        { outboxId: message.id, topic: message.topic, attempts: message.attempts, err: facts },
        giveUp ? 'a message could not be delivered and was given up' : 'a message will be retried',
      );
    }
  }
  return result;
}

const EVERY_MS = 5_000;
let started = false;
let running = false;

/** Every server runs a pass every few seconds (instrumentation.ts); passes never overlap here. */
export function startOutboxWorker(channels: Channels = defaultChannels()): void {
  if (started) return;
  started = true;
  setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        const db = await getDb();
        // A full batch may mean more is waiting: drain it before the next tick.
        for (let i = 0; i < 10; i += 1) {
          const pass = await deliverDue(db, channels);
          if (pass.sent + pass.retried + pass.failed < BATCH) break;
        }
      } catch (error) {
        logger.warn({ err: safeError(error) }, 'the outbox pass failed; retried in a few seconds');
      } finally {
        running = false;
      }
    })();
  }, EVERY_MS).unref();
}
