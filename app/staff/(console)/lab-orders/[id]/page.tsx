import type { Metadata } from 'next';
import { RecordMessages } from '@/components/staff/record-messages';
import { messagesAbout } from '@/lib/notifications/staff-outbox';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ListTable, StatusBadge } from '@/components/staff/list-parts';
import { LabOrderActions } from '@/components/staff/lab-order-actions';
import { RefundBadge } from '@/components/staff/refund-badge';
import { labOrderTone } from '@/components/staff/order-tone';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { GENDER_LABELS, LAB_STATUS_LABELS, windowLabel } from '@/lib/lab/booking-rules';
import {
  earlyCollectionNote,
  mayCancel,
  mayMarkCollected,
  mayUploadReport,
} from '@/lib/lab/order-steps';
import { indiaToday } from '@/lib/time/india';
import { fastingLabel, fastingSpan, samplesToCollect } from '@/lib/lab/display';
import { getLabOrderDetail } from '@/lib/lab/staff-orders';
import { formatInr } from '@/lib/money';
import { requireStaff } from '@/lib/staff/current';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { formatLongDate } from '@/lib/time/long-date';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Lab order' };

/** One lab order: where and when to collect, from whom, which tests, what was paid, the report. */
export default async function LabOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('lab_orders');
  const id = parseId((await params).id);
  if (!id) notFound();
  const db = await getDb();
  const order = await getLabOrderDetail(db, id);
  if (!order) notFound();
  return (
    <>
      <Link href="/staff/lab-orders" className={`${styles.back} noPrint`}>
        ← Lab orders
      </Link>
      <h1 className={styles.title}>Lab order {order.reference}</h1>
      <section className={styles.panel} aria-labelledby="lab-facts">
        <h2 id="lab-facts" className="visually-hidden">
          Collection
        </h2>
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>
            <StatusBadge
              label={LAB_STATUS_LABELS[order.status]}
              tone={labOrderTone(order.status)}
            />
            {/* A cancelled order's reason, as its refund records it. */}
            {order.status === 'cancelled' && order.refund ? ` ${order.refund.reason}` : ''}
          </dd>
          <dt>Collection</dt>
          <dd>
            {formatLongDate(order.collectionDate)}, {windowLabel(order.collectionMinute)}
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
        </dl>
      </section>

      <h2 id="lab-patients" className={styles.subtitle}>
        Patients
      </h2>
      <ListTable
        label="Patients"
        labelledBy="lab-patients"
        rows={order.patients}
        rowKey={(patient) => patient.id}
        columns={[
          { heading: 'Name', cell: (patient) => patient.name },
          { heading: 'Age', cell: (patient) => patient.age },
          { heading: 'Gender', cell: (patient) => GENDER_LABELS[patient.gender] },
        ]}
      />

      <h2 id="lab-tests" className={styles.subtitle}>
        Tests
      </h2>
      <p>
        <strong>To collect:</strong> {samplesToCollect(order.items)}.{' '}
        {fastingLabel(Math.max(0, ...order.items.map((item) => item.fastingHours)))} before the
        visit.
      </p>
      <ListTable
        label="Tests"
        labelledBy="lab-tests"
        rows={order.items}
        rowKey={(item) => item.labTestId}
        columns={[
          { heading: 'Test or package', cell: (item) => item.name },
          { heading: 'Sample', cell: (item) => item.sampleTypes.join(', ') },
          {
            heading: 'Fasting',
            cell: (item) => (item.fastingHours > 0 ? fastingSpan(item.fastingHours) : 'None'),
          },
          { heading: 'Quantity', cell: (item) => item.quantity },
          { heading: 'Unit price', cell: (item) => formatInr(item.unitPricePaise) },
          { heading: 'Amount', cell: (item) => formatInr(item.unitPricePaise * item.quantity) },
        ]}
        footer={
          <tr>
            <th scope="row" colSpan={5}>
              Total paid (subtotal {formatInr(order.subtotalPaise)}, discount{' '}
              {formatInr(order.discountPaise)}
              {order.couponCode ? `, coupon ${order.couponCode}` : ''})
            </th>
            <td>{formatInr(order.totalPaise)}</td>
          </tr>
        }
      />

      <section className={styles.panel} aria-labelledby="lab-money">
        <h2 id="lab-money" className={styles.subtitle}>
          Payment and history
        </h2>
        <dl className={styles.facts}>
          <dt>Payment</dt>
          <dd>
            {order.payment
              ? `${formatInr(order.payment.amountPaise)} paid (${order.payment.provider}${order.payment.providerPaymentId ? `, ${order.payment.providerPaymentId}` : ''})`
              : 'No paid payment recorded'}
          </dd>
          <dt>Booked</dt>
          <dd>{formatIndiaDateTime(order.createdAt)}</dd>
          {order.statusChangedAt ? (
            <>
              <dt>Status since</dt>
              <dd>{formatIndiaDateTime(order.statusChangedAt)}</dd>
            </>
          ) : null}
          {order.report ? (
            <>
              <dt>Report</dt>
              <dd>
                <a href={`/staff/lab-orders/${order.id}/report`} download>
                  Download report (PDF, {Math.ceil(order.report.sizeBytes / 1024)} kB)
                </a>
                , uploaded {formatIndiaDateTime(order.report.uploadedAt)}
                {order.report.uploadedBy ? ` by ${order.report.uploadedBy}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={`${styles.panel} noPrint`} aria-labelledby="lab-work">
        <h2 id="lab-work" className={styles.subtitle}>
          What to do
        </h2>
        {order.refund ? <RefundBadge refund={order.refund} /> : null}
        <LabOrderActions
          id={order.id}
          collect={mayMarkCollected(order.status)}
          earlyNote={earlyCollectionNote(order.collectionDate, indiaToday())}
          upload={mayUploadReport(order.status) ? (order.report ? 'replace' : 'first') : null}
          cancelRefundPaise={mayCancel(order.status) ? (order.payment?.amountPaise ?? 0) : null}
          refundToRetry={order.refund !== null && order.refund.status !== 'processed'}
        />
      </section>
      <RecordMessages
        messages={await messagesAbout(db, { type: 'lab_order', id: order.id })}
        to="patient"
      />
    </>
  );
}
