import type { Metadata } from 'next';
import { OrderPage } from '@/components/staff/order-page';
import { pharmacyOrderPage } from '@/components/staff/pharmacy-order-page';
import { getDb } from '@/lib/db';
import { SUBJECT_OF } from '@/lib/orders/kinds';
import { messagesAbout } from '@/lib/notifications/staff-outbox';
import { getOrderDetail } from '@/lib/pharmacy/staff-orders';
import { requireStaff } from '@/lib/staff/current';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';
import { mayUse } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Pharmacy order' };

/** One order: what to pack (with the stock on hand), its prescription, its money, what to do. */
export default async function PharmacyOrderPage({ params }: RecordPageProps) {
  const staff = await requireStaff('pharmacy_orders');
  const order = await requireRecord('pharmacy_orders', params, getOrderDetail);
  return (
    <OrderPage
      kind={pharmacyOrderPage({ mayReadPrescriptions: mayUse(staff.role, 'prescriptions') })}
      order={order}
      messages={await messagesAbout(await getDb(), { type: SUBJECT_OF.pharmacy, id: order.id })}
    />
  );
}
