import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import {
  ExportLink,
  ListTable,
  ListToolbar,
  Pager,
  StatusBadge,
} from '@/components/staff/list-parts';
import { orderTone } from '@/components/staff/order-tone';
import { getDb } from '@/lib/db';
import { formatInr } from '@/lib/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/pharmacy/order-status';
import { listOrders, orderStatusFilter, TO_ACT } from '@/lib/pharmacy/staff-orders';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, searchText } from '@/lib/staff/paging';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Pharmacy orders' };

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('pharmacy_orders');
  const params = await searchParams;
  const status = orderStatusFilter(firstParam(params.status));
  const q = searchText(params.q);
  const cursor = firstParam(params.cursor);
  const page = await listOrders(await getDb(), { status, q, cursor });
  return (
    <>
      <h1 className={styles.title}>Pharmacy orders</h1>
      <ListToolbar
        action="/staff/orders"
        q={q}
        status={status ?? ''}
        searchLabel="Search reference, name or phone"
        statuses={[
          { value: '', label: 'All' },
          { value: TO_ACT, label: 'To act on (oldest first)' },
          ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
        ]}
      />
      {page.rows.length === 0 ? (
        <p className={styles.empty}>No orders{q ? ` match “${q}”` : ''}.</p>
      ) : (
        <ListTable
          label={
            status === TO_ACT
              ? 'Pharmacy orders to act on, oldest first'
              : 'Pharmacy orders, newest first'
          }
          rows={page.rows}
          rowKey={(order) => order.id}
          columns={[
            { heading: 'Placed', cell: (order) => formatIndiaDateTime(order.createdAt) },
            {
              heading: 'Reference',
              cell: (order) => <Link href={`/staff/orders/${order.id}`}>{order.reference}</Link>,
            },
            { heading: 'Name', cell: (order) => order.name },
            { heading: 'Phone', cell: (order) => order.phone },
            { heading: 'Pincode', cell: (order) => order.pincode },
            { heading: 'Total', cell: (order) => formatInr(order.totalPaise) },
            {
              heading: 'Status',
              cell: (order) => (
                <>
                  <StatusBadge
                    label={ORDER_STATUS_LABELS[order.status]}
                    tone={orderTone(order.status)}
                  />
                  {order.prescriptionCall ? (
                    <>
                      {' '}
                      <StatusBadge label="Call requested" tone="new" />
                    </>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      )}
      <ExportLink list="orders" params={{ status: status ?? '', q }} />
      <Pager
        base="/staff/orders"
        params={{ status: status ?? '', q }}
        next={page.next}
        isFirst={!cursor}
      />
    </>
  );
}
