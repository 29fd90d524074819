import type { Metadata } from 'next';
import { RecordMessages } from '@/components/staff/record-messages';
import { messagesAbout } from '@/lib/notifications/staff-outbox';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ListTable, StatusBadge } from '@/components/staff/list-parts';
import { RefundBadge } from '@/components/staff/refund-badge';
import { OrderActions } from '@/components/staff/order-actions';
import { orderTone } from '@/components/staff/order-tone';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { formatInr } from '@/lib/money';
import { orderActionsFor, ORDER_STATUS_LABELS } from '@/lib/pharmacy/order-status';
import { getOrderDetail } from '@/lib/pharmacy/staff-orders';
import { requireStaff } from '@/lib/staff/current';
import { mayUse } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Pharmacy order' };

/** One order: what to pack (with the stock on hand), its prescription, its money, what to do. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff('pharmacy_orders');
  const id = parseId((await params).id);
  if (!id) notFound();
  const db = await getDb();
  const order = await getOrderDetail(db, id);
  if (!order) notFound();
  const mayReadPrescriptions = mayUse(staff.role, 'prescriptions');
  return (
    <>
      <Link href="/staff/orders" className={`${styles.back} noPrint`}>
        ← Pharmacy orders
      </Link>
      <h1 className={styles.title}>Order {order.reference}</h1>
      <section className={styles.panel} aria-labelledby="order-facts">
        <h2 id="order-facts" className="visually-hidden">
          Delivery
        </h2>
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>
            <StatusBadge label={ORDER_STATUS_LABELS[order.status]} tone={orderTone(order.status)} />
            {order.statusNote ? ` ${order.statusNote}` : ''}
          </dd>
          <dt>Placed</dt>
          <dd>{formatIndiaDateTime(order.createdAt)}</dd>
          <dt>Payment</dt>
          <dd>
            {order.payment?.providerPaymentId
              ? `${formatInr(order.totalPaise)} paid (${order.payment.provider}, ${order.payment.providerPaymentId})`
              : 'No paid payment recorded'}
          </dd>
          <dt>Name</dt>
          <dd>{order.name}</dd>
          <dt>Phone</dt>
          <dd>{order.phone}</dd>
          <dt>E-mail</dt>
          <dd>{order.email}</dd>
          <dt>Address</dt>
          <dd>
            {order.address}, {order.pincode}
          </dd>
          <dt>Expected</dt>
          <dd>
            {order.expectedDate}, {order.expectedTime}
          </dd>
          {order.prescriptionCall ? (
            <>
              <dt>Pharmacist call</dt>
              <dd>The shopper asked a pharmacist to call about the prescription.</dd>
            </>
          ) : null}
        </dl>
      </section>

      <h2 id="order-items" className={styles.subtitle}>
        Items
      </h2>
      <ListTable
        label="Items"
        labelledBy="order-items"
        rows={order.items}
        rowKey={(item) => item.medicineId}
        columns={[
          { heading: 'Medicine', cell: (item) => item.name },
          { heading: 'Schedule', cell: (item) => item.schedule },
          { heading: 'Quantity', cell: (item) => item.quantity },
          { heading: 'Unit price', cell: (item) => formatInr(item.unitPricePaise) },
          { heading: 'In stock now', cell: (item) => item.stock },
        ]}
        footer={
          <tr>
            <th scope="row" colSpan={3}>
              Total paid (delivery {formatInr(order.deliveryFeePaise)}, discount{' '}
              {formatInr(order.discountPaise)}
              {order.couponCode ? `, coupon ${order.couponCode}` : ''})
            </th>
            <td colSpan={2}>{formatInr(order.totalPaise)}</td>
          </tr>
        }
      />

      {/* While the check is the pharmacist's to make (pages of older orders are deleted after
          their retention, so nothing is said of them). */}
      {mayReadPrescriptions &&
      order.status === 'awaiting_prescription' &&
      order.prescriptions.length === 0 ? (
        <section aria-labelledby="order-rx">
          <h2 id="order-rx" className={styles.subtitle}>
            Prescription
          </h2>
          <p>
            No prescription page was uploaded with this order
            {order.prescriptionCall ? ': the shopper asked for a call instead.' : '.'}
          </p>
        </section>
      ) : null}
      {mayReadPrescriptions && order.prescriptions.length > 0 ? (
        <section aria-labelledby="order-rx">
          <h2 id="order-rx" className={styles.subtitle}>
            Prescription
          </h2>
          <ul>
            {order.prescriptions.map((file, index) => (
              <li key={file.id}>
                <a
                  href={`/staff/orders/${order.id}/prescriptions/${file.id}`}
                  target="_blank"
                  rel="noopener"
                >
                  Page {index + 1} ({file.contentType === 'application/pdf' ? 'PDF' : 'image'},{' '}
                  {Math.ceil(file.sizeBytes / 1024)} kB)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${styles.panel} noPrint`} aria-labelledby="order-work">
        <h2 id="order-work" className={styles.subtitle}>
          What to do
        </h2>
        {order.refund ? <RefundBadge refund={order.refund} /> : null}
        <OrderActions
          id={order.id}
          actions={orderActionsFor(order.status)}
          refundToRetry={order.refund !== null && order.refund.status !== 'processed'}
        />
        <p>
          <Link href={`/staff/orders/${order.id}/slip`}>Packing slip</Link>
        </p>
      </section>
      <RecordMessages
        messages={await messagesAbout(db, { type: 'pharmacy_order', id: order.id })}
        to="shopper"
      />
    </>
  );
}
