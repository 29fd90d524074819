import type { Metadata } from 'next';
import { labelledOptions } from '@/components/staff/list-filters';
import { ExportLink, StatusBadge } from '@/components/staff/list-parts';
import { OrderQueue } from '@/components/staff/order-queue';
import { orderTone } from '@/components/staff/order-tone';
import { getDb } from '@/lib/db';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/pharmacy/order-status';
import { listOrders, orderStatusFilter, TO_ACT } from '@/lib/pharmacy/staff-orders';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, searchText } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Pharmacy orders' };

export default async function OrdersPage({ searchParams }: ListPageProps) {
  await requireStaff('pharmacy_orders');
  const params = await searchParams;
  const status = orderStatusFilter(firstParam(params.status));
  const q = searchText(params.q);
  const cursor = firstParam(params.cursor);
  const page = await listOrders(await getDb(), { status, q, cursor });
  return (
    <OrderQueue
      title="Pharmacy orders"
      base="/staff/orders"
      q={q}
      status={status}
      statuses={[
        { value: TO_ACT, label: 'To act on (oldest first)' },
        ...labelledOptions(ORDER_STATUSES, ORDER_STATUS_LABELS),
      ]}
      noun="orders"
      tableLabel={
        status === TO_ACT
          ? 'Pharmacy orders to act on, oldest first'
          : 'Pharmacy orders, newest first'
      }
      page={page}
      isFirst={!cursor}
      params={{ status: status ?? '', q }}
      placedHeading="Placed"
      columns={[{ heading: 'Pincode', cell: (order) => order.pincode }]}
      statusCell={(order) => (
        <>
          <StatusBadge label={ORDER_STATUS_LABELS[order.status]} tone={orderTone(order.status)} />
          {order.prescriptionCall ? (
            <>
              {' '}
              <StatusBadge label="Call requested" tone="new" />
            </>
          ) : null}
        </>
      )}
      after={<ExportLink list="orders" params={{ status: status ?? '', q }} />}
    />
  );
}
