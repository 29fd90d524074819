import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { ListTable, ListToolbar, Pager, type Column } from '@/components/staff/list-parts';
import { formatInr } from '@/lib/money';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from './staff.module.css';

type QueueRow = {
  id: number;
  reference: string;
  name: string;
  phone: string;
  totalPaise: number;
  createdAt: Date;
};

type Props<Row extends QueueRow> = {
  title: string;
  /** The list's address; an order's page is below it. */
  base: string;
  q: string;
  status: string | undefined;
  /** The status filter's choices, after 'All'. */
  statuses: { value: string; label: string }[];
  /** More filters, in the toolbar before its button. */
  filters?: ReactNode;
  /** Said above the list (which day it shows). */
  notice?: ReactNode;
  /** 'orders', 'lab orders': what the empty list says there is none of. */
  noun: string;
  tableLabel: string;
  page: { rows: Row[]; next: string | null };
  isFirst: boolean;
  params: Record<string, string>;
  /** The heading of the column of when the order was placed. */
  placedHeading: string;
  /** The kind's own columns, between the buyer's phone and the total. */
  columns: Column<Row>[];
  statusCell: (row: Row) => ReactNode;
  /** Below the list, before the pager (a CSV export). */
  after?: ReactNode;
};

/**
 * The staff's queue of one kind of order (issue 45): /staff/orders and /staff/lab-orders. A search
 * and status filter, the orders with a link to each, and the pager; each kind adds its columns.
 */
export function OrderQueue<Row extends QueueRow>(props: Props<Row>) {
  const { base, q, page } = props;
  return (
    <>
      <h1 className={styles.title}>{props.title}</h1>
      <ListToolbar
        action={base}
        q={q}
        status={props.status ?? ''}
        searchLabel="Search reference, name or phone"
        statuses={[{ value: '', label: 'All' }, ...props.statuses]}
      >
        {props.filters}
      </ListToolbar>
      {props.notice}
      <ListTable
        label={props.tableLabel}
        rows={page.rows}
        rowKey={(order) => order.id}
        columns={[
          { heading: props.placedHeading, cell: (order) => formatIndiaDateTime(order.createdAt) },
          {
            heading: 'Reference',
            cell: (order) => <Link href={`${base}/${order.id}`}>{order.reference}</Link>,
          },
          { heading: 'Name', cell: (order) => order.name },
          { heading: 'Phone', cell: (order) => order.phone },
          ...props.columns,
          { heading: 'Total', cell: (order) => formatInr(order.totalPaise) },
          { heading: 'Status', cell: props.statusCell },
        ]}
        empty={
          <>
            No {props.noun}
            {q ? ` match “${q}”` : ''}.
          </>
        }
      />
      {props.after}
      <Pager base={base} params={props.params} next={page.next} isFirst={props.isFirst} />
    </>
  );
}
