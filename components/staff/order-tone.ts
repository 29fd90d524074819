import type { OrderStatus } from '@/lib/pharmacy/order-status';
import type { BadgeTone } from './list-parts';

/** How an order's status badge reads at a glance: waiting on us, finished, or stopped. */
export function orderTone(status: OrderStatus): BadgeTone {
  switch (status) {
    case 'awaiting_prescription':
    case 'placed':
    case 'prescription_approved':
      return 'new';
    case 'delivered':
      return 'done';
    case 'cancelled':
    case 'prescription_rejected':
      return 'stopped';
    default:
      return 'plain';
  }
}
