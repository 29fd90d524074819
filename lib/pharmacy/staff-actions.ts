import { noticeOrderStatus } from '@/lib/notifications/order-notice';
import { and, eq } from 'drizzle-orm';
import { mixed, object, string } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { retryPurchaseRefund } from '@/lib/checkout/staff-actions';
import {
  recordRefund,
  refundOutcome,
  sendRecordedRefund,
  type RefundRow,
} from '@/lib/checkout/refunds';
import { payments, pharmacyOrderEvents, pharmacyOrders } from '@/lib/db/schema';
import { TAGS } from '@/lib/cache/tags';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import {
  needsReason,
  ORDER_ACTION_LABELS,
  ORDER_ACTIONS,
  ORDER_REASON_MAX,
  ORDER_STATUS_LABELS,
  orderMove,
  refundsOrder,
  type OrderAction,
} from './order-status';
import { restockOrder } from './stock';

export const moveOrderSchema = object({
  id: recordId(),
  action: mixed<OrderAction>()
    .oneOf(ORDER_ACTIONS, 'Choose what to do')
    .required('Choose what to do'),
  reason: string()
    .trim()
    .max(ORDER_REASON_MAX, `A reason may be at most ${ORDER_REASON_MAX} characters`)
    .default('')
    .when('action', {
      is: (action: OrderAction) => ORDER_ACTIONS.includes(action) && needsReason(action),
      then: (s) => s.required('Please give the reason (the shopper is told it)'),
    }),
});

/**
 * The pharmacist moves an order on (lib/pharmacy/order-status.ts). The order row is locked while
 * it changes, so two pharmacists acting at once are applied one after the other and the second
 * is refused a move its new status no longer allows. Rejecting or cancelling puts the units back
 * in stock and records the full refund in the same transaction; the refund is sent after commit.
 */
export const moveOrder = defineStaffAction({
  name: 'change a pharmacy order',
  area: 'pharmacy_orders',
  schema: moveOrderSchema,
  async run(db, actor, input) {
    const action = input.action as OrderAction;
    const { to, refund } = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ status: pharmacyOrders.status, statusNote: pharmacyOrders.statusNote })
        .from(pharmacyOrders)
        .where(eq(pharmacyOrders.id, input.id))
        .for('update');
      if (!order) throw new NotFoundError('This order does not exist');
      const to = orderMove(order.status, action);
      if (!to) {
        throw new InvalidInputError({
          action: `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: it cannot be changed that way`,
        });
      }
      const after = {
        status: to,
        statusNote: needsReason(action) ? input.reason : order.statusNote,
      };
      const at = new Date();
      await tx
        .update(pharmacyOrders)
        .set({ ...after, statusChangedAt: at })
        .where(eq(pharmacyOrders.id, input.id));
      await tx.insert(pharmacyOrderEvents).values({
        orderId: input.id,
        status: to,
        note: needsReason(action) ? input.reason : '',
        at,
      });
      let recorded: RefundRow | null = null;
      if (refundsOrder(action)) {
        await restockOrder(tx, input.id);
        const [payment] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.pharmacyOrderId, input.id), eq(payments.status, 'paid')))
          .limit(1);
        if (payment) {
          recorded = await recordRefund(tx, {
            paymentId: payment.id,
            reason: `${ORDER_ACTION_LABELS[action]}: ${input.reason}`,
            staffId: actor.id,
          });
        }
      }
      // The shopper hears of every step (the prescription check, packing, dispatch, a refund).
      await noticeOrderStatus(tx, input.id);
      await recordAudit(tx, {
        staffId: actor.id,
        action: `pharmacy_order.${action}`,
        entity: 'pharmacy_order',
        entityId: input.id,
        changes: changedFields(order, after),
      });
      return { to, refund: recorded };
    });
    const label = ORDER_STATUS_LABELS[to];
    // Units back in stock: the catalogue's 'Out of stock' and 'Only N left' change.
    const revalidate = refundsOrder(action) ? [TAGS.pharmacy] : undefined;
    if (!refund) return { ok: true, message: `Order updated: ${label}`, revalidate };
    const sent = await sendRecordedRefund(db, refund);
    return { ok: true, message: `Order updated: ${label}. ${refundOutcome(sent)}`, revalidate };
  },
});

export const retryRefundSchema = object({ id: recordId() });

/** Sends again a refund of the order that has not reached the provider. */
export const retryOrderRefund = defineStaffAction({
  name: 'retry a pharmacy order refund',
  area: 'pharmacy_orders',
  schema: retryRefundSchema,
  run: (db, actor, input) =>
    retryPurchaseRefund(db, actor, {
      paidPayment: eq(payments.pharmacyOrderId, input.id),
      entity: 'pharmacy_order',
      entityId: input.id,
      none: 'This order has no refund',
    }),
});
