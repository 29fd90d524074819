import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { labelledOptions } from '@/components/staff/list-filters';
import { StatusBadge } from '@/components/staff/list-parts';
import { OrderQueue } from '@/components/staff/order-queue';
import { labOrderTone } from '@/components/staff/order-tone';
import { getDb } from '@/lib/db';
import { LAB_ORDER_STATUSES, LAB_STATUS_LABELS, windowLabel } from '@/lib/lab/booking-rules';
import { isLabOrderStatus, listLabOrders } from '@/lib/lab/staff-orders';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, knownParam, searchText } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';
import { isIsoDate, toDdMmYyyy } from '@/lib/time/india';
import { formatLongDate } from '@/lib/time/long-date';

export const metadata: Metadata = { title: 'Lab orders' };

/**
 * The lab's orders, newest first: what to collect, what to report, found by reference, name or
 * phone; or one collection day's visits in the order of their windows (the day's round).
 */
export default async function LabOrdersPage({ searchParams }: ListPageProps) {
  await requireStaff('lab_orders');
  const params = await searchParams;
  const status = knownParam(params.status, isLabOrderStatus);
  const q = searchText(params.q);
  const rawDate = firstParam(params.date) ?? '';
  const date = isIsoDate(rawDate) ? rawDate : undefined;
  const cursor = firstParam(params.cursor);
  const page = await listLabOrders(await getDb(), { status, q, date, cursor });
  return (
    <OrderQueue
      title="Lab orders"
      base="/staff/lab-orders"
      q={q}
      status={status}
      statuses={labelledOptions(LAB_ORDER_STATUSES, LAB_STATUS_LABELS)}
      filters={
        <div>
          <label htmlFor="list-date">Collection day</label>
          <input id="list-date" name="date" type="date" defaultValue={date ?? ''} />
        </div>
      }
      notice={
        date ? (
          <p>
            The visits of {formatLongDate(date)}, in the order of their windows.{' '}
            <Link href="/staff/lab-orders">All days, newest first</Link>
          </p>
        ) : null
      }
      noun="lab orders"
      tableLabel={
        date ? `Lab visits of ${formatLongDate(date)}, by window` : 'Lab orders, newest first'
      }
      page={page}
      isFirst={!cursor}
      params={{ status: status ?? '', q, date: date ?? '' }}
      placedHeading="Booked"
      columns={[
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
      ]}
      statusCell={(order) => (
        <StatusBadge label={LAB_STATUS_LABELS[order.status]} tone={labOrderTone(order.status)} />
      )}
    />
  );
}
