import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { RecordMessage } from '@/lib/notifications/staff-outbox';
import { formatInr } from '@/lib/money';
import { FactsPanel, type Fact } from './facts';
import { StatusBadge, type BadgeTone, type Column } from './list-parts';
import { RecordMessages } from './record-messages';
import { RefundBadge } from './refund-badge';
import styles from './staff.module.css';

type Refund = ComponentProps<typeof RefundBadge>['refund'];

/** What every kind of order shows: its number, its contact, its refund. */
export type ConsoleOrder = {
  id: number;
  reference: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  pincode: string;
  refund: Refund | null;
};

/** What the staff may do with an order, as a kind's actions receive it. */
export type OrderWork = {
  /** A refund that has not reached the provider, to retry. */
  refundToRetry: boolean;
};

/**
 * One kind's order page (pharmacy-order-page.tsx, lab-order-page.tsx): where its list is, its
 * title, its facts, what stands between the facts and the work (items, patients, money), its
 * actions and whom its messages go to.
 */
export type OrderPageKind<O extends ConsoleOrder> = {
  back: { href: string; label: string };
  title: (order: O) => string;
  /** Prefixes the ids of the facts and work panels (`order-facts`, `lab-work`). */
  idPrefix: string;
  factsHeading: string;
  facts: (order: O) => Fact[];
  body: (order: O) => ReactNode;
  actions: (order: O, work: OrderWork) => ReactNode;
  messagesTo: string;
};

/** One order in the console, of any kind: facts, the kind's body, what to do, its messages. */
export function OrderPage<O extends ConsoleOrder>({
  kind,
  order,
  messages,
}: {
  kind: OrderPageKind<O>;
  order: O;
  messages: RecordMessage[];
}) {
  const workId = `${kind.idPrefix}-work`;
  return (
    <>
      <Link href={kind.back.href} className={`${styles.back} noPrint`}>
        ← {kind.back.label}
      </Link>
      <h1 className={styles.title}>{kind.title(order)}</h1>
      <FactsPanel
        id={`${kind.idPrefix}-facts`}
        heading={kind.factsHeading}
        facts={kind.facts(order)}
      />
      {kind.body(order)}
      <section className={`${styles.panel} noPrint`} aria-labelledby={workId}>
        <h2 id={workId} className={styles.subtitle}>
          What to do
        </h2>
        {order.refund ? <RefundBadge refund={order.refund} /> : null}
        {kind.actions(order, {
          refundToRetry: order.refund !== null && order.refund.status !== 'processed',
        })}
      </section>
      <RecordMessages messages={messages} to={kind.messagesTo} />
    </>
  );
}

/** A line's quantity and price each, as every kind's items table shows them. */
export const QUANTITY_COLUMNS: Column<{ quantity: number; unitPricePaise: number }>[] = [
  { heading: 'Quantity', cell: (line) => line.quantity },
  { heading: 'Unit price', cell: (line) => formatInr(line.unitPricePaise) },
];

/** The order's status: its badge and, after it, what the staff wrote of it. */
export function statusFact(label: string, tone: BadgeTone, note: string): Fact {
  return {
    term: 'Status',
    detail: (
      <>
        <StatusBadge label={label} tone={tone} />
        {note}
      </>
    ),
  };
}

/** Whom the order is for and how to reach them. */
export function contactFacts(order: ConsoleOrder): Fact[] {
  return [
    { term: 'Name', detail: order.name },
    { term: 'Phone', detail: order.phone },
    { term: 'E-mail', detail: order.email },
    addressFact(order),
  ];
}

/** Where the order goes (a parcel) or where its staff go (a home collection). */
export function addressFact(order: Pick<ConsoleOrder, 'address' | 'pincode'>): Fact {
  return { term: 'Address', detail: `${order.address}, ${order.pincode}` };
}

/** What was paid, by which provider and under which of its ids. */
export function paymentFact(
  payment: { amountPaise: number; provider: string; providerPaymentId: string | null } | null,
): Fact {
  return {
    term: 'Payment',
    detail: payment
      ? `${formatInr(payment.amountPaise)} paid (${payment.provider}${payment.providerPaymentId ? `, ${payment.providerPaymentId}` : ''})`
      : 'No paid payment recorded',
  };
}

/**
 * The items table's last row: the total paid, and before it how it was reached (`parts`, such as
 * the delivery fee), the discount and the coupon.
 */
export function TotalPaidRow({
  parts,
  order,
  headSpan,
  totalSpan,
}: {
  parts: string;
  order: { discountPaise: number; couponCode: string | null; totalPaise: number };
  headSpan: number;
  totalSpan?: number;
}) {
  return (
    <tr>
      <th scope="row" colSpan={headSpan}>
        Total paid ({parts}, discount {formatInr(order.discountPaise)}
        {order.couponCode ? `, coupon ${order.couponCode}` : ''})
      </th>
      <td colSpan={totalSpan}>{formatInr(order.totalPaise)}</td>
    </tr>
  );
}
