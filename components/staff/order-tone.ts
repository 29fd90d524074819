import type { LabOrderStatus } from '@/lib/lab/booking-rules';
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

/** A lab order's badge: waiting on the lab (a visit, a report), finished, or stopped. */
export function labOrderTone(status: LabOrderStatus): BadgeTone {
  switch (status) {
    case 'booked':
    case 'collected':
      return 'new';
    case 'report_ready':
      return 'done';
    case 'cancelled':
      return 'stopped';
  }
}
