import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ListToolbar, Pager, StatusBadge } from '@/components/staff/list-parts';
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
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div className={styles.tableWrap} role="region" aria-label="Lab orders" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {date
                ? `Lab visits of ${formatLongDate(date)}, by window`
                : 'Lab orders, newest first'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Booked</th>
                <th scope="col">Reference</th>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">Collection</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((order) => (
                <tr key={order.id}>
                  <td>{formatIndiaDateTime(order.createdAt)}</td>
                  <td>
                    <Link href={`/staff/lab-orders/${order.id}`}>{order.reference}</Link>
                  </td>
                  <td>{order.name}</td>
                  <td>{order.phone}</td>
                  <td>
                    {toDdMmYyyy(order.collectionDate)}, {windowLabel(order.collectionMinute)}
                    <br />
                    {order.pincode}
                  </td>
                  <td>{formatInr(order.totalPaise)}</td>
                  <td>
                    <StatusBadge
                      label={LAB_STATUS_LABELS[order.status]}
                      tone={labOrderTone(order.status)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
