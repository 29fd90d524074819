import 'server-only';
import { formatInr } from '@/lib/money';
import type { MessageDraft } from './outbox';
import { clip, email, HOSPITAL, refundFact, type OrderAddressee } from './message-layout';

/** A pharmacy order's messages, and the desk's about a callback request. */

/** What the order messages say. */
export type OrderNotice = OrderAddressee & {
  /** 'Placed', 'Dispatched' … (lib/pharmacy/order-status.ts). */
  statusLabel: string;
  note: string;
  lines: { name: string; quantity: number }[];
  awaitingPrescription: boolean;
  /** What was refunded for a rejected or cancelled order (the full amount paid); 0 otherwise. */
  refundedPaise: number;
  /** The page where the shopper follows the order (the reference filled in). */
  trackUrl: string;
};

function orderFacts(order: OrderNotice): [string, string][] {
  return [
    ['Order', order.reference],
    ['Status', order.statusLabel],
    ...order.lines.map(({ name, quantity }) => [name, `× ${quantity}`] as [string, string]),
    ['Total paid', formatInr(order.totalPaise)],
    ...(order.refundedPaise > 0 ? [refundFact(order.refundedPaise)] : []),
    ...(order.note ? ([['Note', order.note]] as [string, string][]) : []),
  ];
}

export function orderPlaced(order: OrderNotice): MessageDraft[] {
  const next = order.awaitingPrescription
    ? 'A registered pharmacist checks your prescription before the order is packed.'
    : 'We will tell you when it is on its way.';
  return [
    {
      topic: 'pharmacy_order.placed',
      channel: 'email',
      recipient: order.email,
      ...email({
        subject: `Order ${order.reference} received`,
        heading: 'Thank you for your order',
        intro: `Dear ${order.name}, we have received your order and payment.`,
        facts: orderFacts(order),
        closing: [next, `Follow your order: ${order.trackUrl}`],
      }),
    },
    {
      topic: 'pharmacy_order.placed',
      channel: 'sms',
      recipient: order.phone,
      text: `${HOSPITAL} Pharmacy: order ${order.reference} received, ${formatInr(order.totalPaise)} paid. ${order.awaitingPrescription ? 'A pharmacist checks your prescription first.' : 'We will tell you when it ships.'}`,
    },
  ];
}

export function orderStatusChanged(order: OrderNotice): MessageDraft[] {
  return [
    {
      topic: 'pharmacy_order.status',
      channel: 'email',
      recipient: order.email,
      ...email({
        subject: `Order ${order.reference}: ${order.statusLabel}`,
        heading: `Your order is ${order.statusLabel.toLowerCase()}`,
        intro: `Dear ${order.name}, here is the latest on your order.`,
        facts: orderFacts(order),
        closing: [
          `Follow your order: ${order.trackUrl}`,
          'Questions? Call our pharmacy; our pharmacists are glad to help.',
        ],
      }),
    },
    {
      topic: 'pharmacy_order.status',
      channel: 'sms',
      recipient: order.phone,
      text: `${HOSPITAL} Pharmacy: order ${order.reference} is now ${clip(order.statusLabel.toLowerCase(), 30)}.${order.refundedPaise > 0 ? ` ${formatInr(order.refundedPaise)} refunded.` : ''}`,
    },
  ];
}

/** A new callback request, for the hospital's desk (its e-mail in the contact settings). */
export function callbackForDesk(
  desk: string,
  request: { id: number; name: string; phone: string },
): MessageDraft[] {
  return [
    {
      topic: 'callback.received',
      channel: 'email',
      recipient: desk,
      ...email({
        subject: `Callback request #${request.id}`,
        heading: 'A patient asked to be called back',
        intro: 'Please call within working hours and close the request in the staff console.',
        facts: [
          ['Name', request.name],
          ['Phone', request.phone],
        ],
        closing: ['Staff console: Callback requests.'],
      }),
    },
  ];
}
