import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ListTable, ListToolbar, Pager, StatusBadge } from '@/components/staff/list-parts';
import { labOrderTone } from '@/components/staff/order-tone';
import { getDb } from '@/lib/db';
import { LAB_ORDER_STATUSES, LAB_STATUS_LABELS, windowLabel } from '@/lib/lab/booking-rules';
import { isLabOrderStatus, listLabOrders } from '@/lib/lab/staff-orders';
import { formatInr } from '@/lib/money';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, searchText } from '@/lib/staff/paging';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { isIsoDate, toDdMmYyyy } from '@/lib/time/india';
import { formatLongDate } from '@/lib/time/long-date';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Lab orders' };

/**
 * The lab's orders, newest first: what to collect, what to report, found by reference, name or
 * phone; or one collection day's visits in the order of their windows (the day's round).
 */
export default async function LabOrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('lab_orders');
  const params = await searchParams;
  const raw = firstParam(params.status);
  const status = isLabOrderStatus(raw) ? raw : undefined;
  const q = searchText(params.q);
  const rawDate = firstParam(params.date) ?? '';
  const date = isIsoDate(rawDate) ? rawDate : undefined;
  const cursor = firstParam(params.cursor);
  const page = await listLabOrders(await getDb(), { status, q, date, cursor });
  return (
    <>
      <h1 className={styles.title}>Lab orders</h1>
      <ListToolbar
        action="/staff/lab-orders"
        q={q}
        status={status ?? ''}
        searchLabel="Search reference, name or phone"
        statuses={[
          { value: '', label: 'All' },
          ...LAB_ORDER_STATUSES.map((s) => ({ value: s, label: LAB_STATUS_LABELS[s] })),
        ]}
      >
        <div>
          <label htmlFor="list-date">Collection day</label>
          <input id="list-date" name="date" type="date" defaultValue={date ?? ''} />
        </div>
      </ListToolbar>
      {date ? (
        <p>
          The visits of {formatLongDate(date)}, in the order of their windows.{' '}
          <Link href="/staff/lab-orders">All days, newest first</Link>
        </p>
      ) : null}
      {page.rows.length === 0 ? (
        <p className={styles.empty}>No lab orders{q ? ` match “${q}”` : ''}.</p>
      ) : (
        <ListTable
          label={
            date ? `Lab visits of ${formatLongDate(date)}, by window` : 'Lab orders, newest first'
          }
          rows={page.rows}
          rowKey={(order) => order.id}
          columns={[
            { heading: 'Booked', cell: (order) => formatIndiaDateTime(order.createdAt) },
            {
              heading: 'Reference',
              cell: (order) => (
                <Link href={`/staff/lab-orders/${order.id}`}>{order.reference}</Link>
              ),
            },
            { heading: 'Name', cell: (order) => order.name },
            { heading: 'Phone', cell: (order) => order.phone },
            {
              heading: 'Collection',
              cell: (order) => (
                <>
                  {toDdMmYyyy(order.collectionDate)}, {windowLabel(order.collectionMinute)}
                  <br />
                  {order.pincode}
                </>
              ),
            },
            { heading: 'Total', cell: (order) => formatInr(order.totalPaise) },
            {
              heading: 'Status',
              cell: (order) => (
                <StatusBadge
                  label={LAB_STATUS_LABELS[order.status]}
                  tone={labOrderTone(order.status)}
                />
              ),
            },
          ]}
        />
      )}
      <Pager
        base="/staff/lab-orders"
        params={{ status: status ?? '', q, date: date ?? '' }}
        next={page.next}
        isFirst={!cursor}
      />
    </>
  );
}
