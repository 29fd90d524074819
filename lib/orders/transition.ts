import 'server-only';
import { and, eq } from 'drizzle-orm';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { recordRefund, type RefundRow } from '@/lib/checkout/refunds';
import type { Tx } from '@/lib/db/open';
import { orderEvents, orders, payments } from '@/lib/db/schema';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { orderOfKind, paymentsOfOrder, SUBJECT_OF, type OrderKind, type StatusOf } from './kinds';
import { moveOf, type ActionOf } from './machines';
import { NOTICES, type Notice } from './notices';

export type LockedOrder<K extends OrderKind> = typeof orders.$inferSelect & { status: StatusOf[K] };

export type Transition<K extends OrderKind, E> = {
  kind: K;
  id: number;
  action: ActionOf<K>;
  staffId: number;
  /** Staff's reason: kept as the order's status note and on its event, and told to the buyer. */
  reason?: string;
  /** The words of a refusal, by form field, when the machine does not allow the move. */
  refused: (status: StatusOf[K]) => Record<string, string>;
  /** A rule of the caller's that may still refuse the move (thrown as an input error). */
  check?: (order: LockedOrder<K>) => void;
  /** What the move changes beside the status, in the same transaction, before the message. */
  effects?: (tx: Tx, order: LockedOrder<K>) => Promise<E>;
  /** The refund's reason, for a move that refunds. */
  refundReason?: string;
  /** The audit entry's verb and the fields it records beside the status. */
  audit: (
    effect: E,
    order: LockedOrder<K>,
  ) => {
    verb: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  };
};

export type TransitionResult<K extends OrderKind, E> = {
  from: StatusOf[K];
  to: StatusOf[K];
  effect: E;
  /** The full refund recorded by a move that refunds (sent to the provider after commit). */
  refund: RefundRow | null;
};

/**
 * Every status move of every order (issue 45), in the caller's transaction: the order row is
 * locked (two staff acting at once are applied one after the other, and the second is refused a
 * move its new status no longer allows), the move is checked against its kind's machine, the
 * status and an event are written, a refunding move records the full refund, then the move's
 * message goes to the outbox and the audit entry is written.
 */
export async function transition<K extends OrderKind, E = undefined>(
  tx: Tx,
  step: Transition<K, E>,
): Promise<TransitionResult<K, E>> {
  const { kind, id, reason } = step;
  const [row] = await tx.select().from(orders).where(orderOfKind(kind, id)).for('update');
  if (!row) throw new NotFoundError('This order does not exist');
  const order = row as LockedOrder<K>;
  const move = moveOf(kind, step.action);
  if (!move.from.includes(order.status)) throw new InvalidInputError(step.refused(order.status));
  step.check?.(order);
  const at = new Date();
  if (move.to !== order.status) {
    await tx
      .update(orders)
      .set({ status: move.to, statusChangedAt: at, ...(reason ? { statusNote: reason } : {}) })
      .where(eq(orders.id, id));
    await tx.insert(orderEvents).values({ orderId: id, status: move.to, note: reason ?? '', at });
  }
  const effect = (await step.effects?.(tx, order)) as E;
  const refund = move.refunds ? await refundOrder(tx, kind, id, step) : null;
  const notice = (NOTICES[kind] as Record<string, Notice>)[step.action];
  await notice(tx, id, { at, reason: reason ?? '', refundedPaise: refund?.amountPaise ?? 0 });
  const audit = step.audit(effect, order);
  await recordAudit(tx, {
    staffId: step.staffId,
    action: `${SUBJECT_OF[kind]}.${audit.verb}`,
    entity: SUBJECT_OF[kind],
    entityId: id,
    changes: changedFields(
      { status: order.status, ...audit.before },
      { status: move.to, ...audit.after },
    ),
  });
  return { from: order.status, to: move.to, effect, refund };
}

async function refundOrder(
  tx: Tx,
  kind: OrderKind,
  id: number,
  step: { staffId: number; refundReason?: string },
): Promise<RefundRow | null> {
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(paymentsOfOrder(kind, id), eq(payments.status, 'paid')))
    .limit(1);
  if (!payment) return null;
  return recordRefund(tx, {
    paymentId: payment.id,
    reason: step.refundReason ?? '',
    staffId: step.staffId,
  });
}
