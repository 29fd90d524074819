import { GENDER_LABELS, LAB_STATUS_LABELS, windowLabel } from '@/lib/lab/booking-rules';
import { fastingLabel, fastingSpan, samplesToCollect } from '@/lib/lab/display';
import {
  earlyCollectionNote,
  mayCancel,
  mayMarkCollected,
  mayUploadReport,
} from '@/lib/lab/order-steps';
import type { LabOrderDetail } from '@/lib/lab/staff-orders';
import { formatInr } from '@/lib/money';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { indiaToday } from '@/lib/time/india';
import { formatLongDate } from '@/lib/time/long-date';
import { Facts } from './facts';
import { LabOrderActions } from './lab-order-actions';
import { HeadedTable, type Column } from './list-parts';
import {
  contactFacts,
  paymentFact,
  QUANTITY_COLUMNS,
  statusFact,
  TotalPaidRow,
  type OrderPageKind,
} from './order-page';
import { labOrderTone } from './order-tone';
import styles from './staff.module.css';

type LabLine = LabOrderDetail['items'][number];

const PATIENT_COLUMNS: Column<LabOrderDetail['patients'][number]>[] = [
  { heading: 'Name', cell: (patient) => patient.name },
  { heading: 'Age', cell: (patient) => patient.age },
  { heading: 'Gender', cell: (patient) => GENDER_LABELS[patient.gender] },
];

/** What to collect for each test, and what it cost. */
const TEST_COLUMNS: Column<LabLine>[] = [
  { heading: 'Test or package', cell: (item) => item.name },
  { heading: 'Sample', cell: (item) => item.sampleTypes.join(', ') },
  {
    heading: 'Fasting',
    cell: (item) => (item.fastingHours > 0 ? fastingSpan(item.fastingHours) : 'None'),
  },
  ...QUANTITY_COLUMNS,
  { heading: 'Amount', cell: (item) => formatInr(item.unitPricePaise * item.quantity) },
];

/** A lab order: where and when to collect, from whom, which tests, what was paid, the report. */
export const LAB_ORDER_PAGE: OrderPageKind<LabOrderDetail> = {
  back: { href: '/staff/lab-orders', label: 'Lab orders' },
  title: (order) => `Lab order ${order.reference}`,
  idPrefix: 'lab',
  factsHeading: 'Collection',
  facts: (order) => [
    statusFact(
      LAB_STATUS_LABELS[order.status],
      labOrderTone(order.status),
      // A cancelled order's reason, as its refund records it.
      order.status === 'cancelled' && order.refund ? ` ${order.refund.reason}` : '',
    ),
    {
      term: 'Collection',
      detail: `${formatLongDate(order.collectionDate)}, ${windowLabel(order.collectionMinute)}`,
    },
    ...contactFacts(order),
  ],
  body: (order) => (
    <>
      <HeadedTable
        id="lab-patients"
        title="Patients"
        rows={order.patients}
        rowKey={(patient) => patient.id}
        columns={PATIENT_COLUMNS}
      />

      <HeadedTable
        id="lab-tests"
        title="Tests"
        intro={
          <p>
            <strong>To collect:</strong> {samplesToCollect(order.items)}.{' '}
            {fastingLabel(Math.max(0, ...order.items.map((item) => item.fastingHours)))} before the
            visit.
          </p>
        }
        rows={order.items}
        rowKey={(item) => item.labTestId}
        columns={TEST_COLUMNS}
        footer={
          <TotalPaidRow
            parts={`subtotal ${formatInr(order.subtotalPaise)}`}
            order={order}
            headSpan={5}
          />
        }
      />

      <section className={styles.panel} aria-labelledby="lab-money">
        <h2 id="lab-money" className={styles.subtitle}>
          Payment and history
        </h2>
        <Facts
          facts={[
            paymentFact(order.payment),
            { term: 'Booked', detail: formatIndiaDateTime(order.createdAt) },
            order.statusChangedAt
              ? { term: 'Status since', detail: formatIndiaDateTime(order.statusChangedAt) }
              : null,
            order.report ? { term: 'Report', detail: <ReportLink order={order} /> } : null,
          ]}
        />
      </section>
    </>
  ),
  actions: (order, { refundToRetry }) => (
    <LabOrderActions
      id={order.id}
      collect={mayMarkCollected(order.status)}
      earlyNote={earlyCollectionNote(order.collectionDate, indiaToday())}
      upload={mayUploadReport(order.status) ? (order.report ? 'replace' : 'first') : null}
      cancelRefundPaise={mayCancel(order.status) ? (order.payment?.amountPaise ?? 0) : null}
      refundToRetry={refundToRetry}
    />
  ),
  messagesTo: 'patient',
};

/** The order's report to download, and who uploaded it when. */
function ReportLink({ order }: { order: LabOrderDetail }) {
  if (!order.report) return null;
  return (
    <>
      <a href={`/staff/lab-orders/${order.id}/report`} download>
        Download report (PDF, {Math.ceil(order.report.sizeBytes / 1024)} kB)
      </a>
      , uploaded {formatIndiaDateTime(order.report.uploadedAt)}
      {order.report.uploadedBy ? ` by ${order.report.uploadedBy}` : ''}
    </>
  );
}
