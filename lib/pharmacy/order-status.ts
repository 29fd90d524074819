/**
 * A pharmacy order's life after payment (issues 15 and 18), pure, for the console and its tests.
 *
 * An order with a Schedule H or H1 medicine waits as 'awaiting_prescription' until a pharmacist
 * approves it or rejects it (with a reason and a full refund). Every order to be sent then goes
 * confirmed, packed, dispatched, delivered. Until it leaves the pharmacy it may be cancelled, with
 * a full refund and its units back in stock; once dispatched it may not.
 */

import { labelsOf, oneOfGuard } from '../closed-list';
import { ORDER_STATUSES } from '../db/schema/constants';
import { moveOf, nextStatus } from '../orders/machines';

export { ORDER_STATUSES };

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS = labelsOf(ORDER_STATUSES, {
  awaiting_prescription: 'Awaiting prescription check',
});

/** What a pharmacist can do to an order; each is one move between two statuses. */
export const ORDER_ACTIONS = [
  'approve',
  'reject',
  'confirm',
  'pack',
  'dispatch',
  'deliver',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  approve: 'Approve prescription',
  reject: 'Reject prescription and refund',
  confirm: 'Confirm order',
  pack: 'Mark packed',
  dispatch: 'Mark dispatched',
  deliver: 'Mark delivered',
  cancel: 'Cancel order and refund',
};

/** The status `action` moves an order in `from` to, or null when it may not. */
export function orderMove(from: OrderStatus, action: OrderAction): OrderStatus | null {
  return nextStatus('pharmacy', from, action);
}

/** The actions open to an order in `status`, in the order the console offers them. */
export function orderActionsFor(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => orderMove(status, action) !== null);
}

/** Actions that end the sale: the shopper's money goes back and the units return to stock. */
export function refundsOrder(action: OrderAction): boolean {
  return moveOf('pharmacy', action).refunds === true;
}

/** A reason is asked for (and shown to the shopper's desk) when an order is refused. */
export function needsReason(action: OrderAction): boolean {
  return refundsOrder(action);
}

export const ORDER_REASON_MAX = 500;

export const isOrderStatus = oneOfGuard(ORDER_STATUSES);
