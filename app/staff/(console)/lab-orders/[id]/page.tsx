import type { Metadata } from 'next';
import { LAB_ORDER_PAGE } from '@/components/staff/lab-order-page';
import { OrderPage } from '@/components/staff/order-page';
import { getDb } from '@/lib/db';
import { getLabOrderDetail } from '@/lib/lab/staff-orders';
import { SUBJECT_OF } from '@/lib/orders/kinds';
import { messagesAbout } from '@/lib/notifications/staff-outbox';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Lab order' };

/** One lab order: where and when to collect, from whom, which tests, what was paid, the report. */
export default async function LabOrderPage({ params }: RecordPageProps) {
  const order = await requireRecord('lab_orders', params, getLabOrderDetail);
  return (
    <OrderPage
      kind={LAB_ORDER_PAGE}
      order={order}
      messages={await messagesAbout(await getDb(), { type: SUBJECT_OF.lab, id: order.id })}
    />
  );
}
