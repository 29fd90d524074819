import { mixed, object, string } from 'yup';
import { retryPurchaseRefund } from '@/lib/checkout/staff-actions';
import { refundOutcome, sendRecordedRefund } from '@/lib/checkout/refunds';
import { paymentsOfOrder } from '@/lib/orders/kinds';
import { transition } from '@/lib/orders/transition';
import { TAGS } from '@/lib/cache/tags';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import {
  needsReason,
  ORDER_ACTION_LABELS,
  ORDER_ACTIONS,
  ORDER_REASON_MAX,
  ORDER_STATUS_LABELS,
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
    const reason = needsReason(action) ? input.reason : undefined;
    const { to, refund } = await db.transaction((tx) =>
      transition(tx, {
        kind: 'pharmacy',
        id: input.id,
        action,
        staffId: actor.id,
        reason,
        refused: (status) => ({
          action: `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()}: it cannot be changed that way`,
        }),
        // Units back in stock before the refund is recorded.
        effects: async (tx) => {
          if (refundsOrder(action)) await restockOrder(tx, input.id);
        },
        refundReason: `${ORDER_ACTION_LABELS[action]}: ${input.reason}`,
        audit: (_, order) => ({
          verb: action,
          before: { statusNote: order.statusNote },
          after: { statusNote: reason ?? order.statusNote },
        }),
      }),
    );
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
      paidPayment: paymentsOfOrder('pharmacy', input.id),
      entity: 'pharmacy_order',
      entityId: input.id,
      none: 'This order has no refund',
    }),
});
