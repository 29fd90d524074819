import { object } from 'yup';
import { retryRefundAction } from '@/lib/checkout/staff-actions';
import { sendRefundAndSay } from '@/lib/checkout/refunds';
import { paymentsOfOrder } from '@/lib/orders/kinds';
import { transition } from '@/lib/orders/transition';
import { TAGS } from '@/lib/cache/tags';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { actionWithReasonFields } from '@/lib/validation/action-reason';
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
  ...actionWithReasonFields<OrderAction>(ORDER_ACTIONS, {
    max: ORDER_REASON_MAX,
    needed: needsReason,
    required: 'Please give the reason (the shopper is told it)',
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
    const message = await sendRefundAndSay(db, refund, `Order updated: ${label}`);
    return { ok: true, message, revalidate };
  },
});

/** Sends again a refund of the order that has not reached the provider. */
export const retryOrderRefund = retryRefundAction(
  'retry a pharmacy order refund',
  'pharmacy_orders',
  {
    paidPayment: (id) => paymentsOfOrder('pharmacy', id),
    entity: 'pharmacy_order',
    none: 'This order has no refund',
  },
);
