import { displayCode, doctorTitle, verifyHref } from '@/lib/prescriptions/code';
import { staffPrescriptionPdfHref } from '@/lib/prescriptions/links';
import { Link } from '@/components/ui/link';
import { formatInr } from '@/lib/money';
import { orderActionsFor, ORDER_STATUS_LABELS } from '@/lib/pharmacy/order-status';
import type { OrderDetail } from '@/lib/pharmacy/staff-orders';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import type { Fact } from './facts';
import { HeadedTable, type Column } from './list-parts';
import { OrderActions } from './order-actions';
import {
  contactFacts,
  paymentFact,
  QUANTITY_COLUMNS,
  statusFact,
  TotalPaidRow,
  type OrderPageKind,
} from './order-page';
import { orderTone } from './order-tone';
import styles from './staff.module.css';

/** When the parcel is due: the order page and the packing slip both say it. */
export function expectedFact(order: OrderDetail): Fact {
  return { term: 'Expected', detail: `${order.expectedDate}, ${order.expectedTime}` };
}

/** What to pack: each medicine with the stock on hand now. */
const ITEM_COLUMNS: Column<OrderDetail['items'][number]>[] = [
  { heading: 'Medicine', cell: (item) => item.name },
  { heading: 'Schedule', cell: (item) => item.schedule },
  ...QUANTITY_COLUMNS,
  { heading: 'In stock now', cell: (item) => item.stock },
];

/**
 * A pharmacy order: what to pack (with the stock on hand), its prescription (to staff who may
 * read prescriptions), its money, its moves and the packing slip.
 */
export function pharmacyOrderPage({
  mayReadPrescriptions,
}: {
  mayReadPrescriptions: boolean;
}): OrderPageKind<OrderDetail> {
  return {
    back: { href: '/staff/orders', label: 'Pharmacy orders' },
    title: (order) => `Order ${order.reference}`,
    idPrefix: 'order',
    factsHeading: 'Delivery',
    facts: (order) => [
      statusFact(
        ORDER_STATUS_LABELS[order.status],
        orderTone(order.status),
        order.statusNote ? ` ${order.statusNote}` : '',
      ),
      { term: 'Placed', detail: formatIndiaDateTime(order.createdAt) },
      paymentFact(
        order.payment?.providerPaymentId
          ? { ...order.payment, amountPaise: order.totalPaise }
          : null,
      ),
      ...contactFacts(order),
      expectedFact(order),
      order.prescriptionCall
        ? {
            term: 'Pharmacist call',
            detail: 'The shopper asked a pharmacist to call about the prescription.',
          }
        : null,
    ],
    body: (order) => (
      <>
        <HeadedTable
          id="order-items"
          title="Items"
          rows={order.items}
          rowKey={(item) => item.medicineId}
          columns={ITEM_COLUMNS}
          footer={
            <TotalPaidRow
              parts={`delivery ${formatInr(order.deliveryFeePaise)}`}
              order={order}
              headSpan={3}
              totalSpan={2}
            />
          }
        />
        {mayReadPrescriptions ? <Prescription order={order} /> : null}
      </>
    ),
    actions: (order, { refundToRetry }) => (
      <>
        <OrderActions
          id={order.id}
          actions={orderActionsFor(order.status)}
          refundToRetry={refundToRetry}
        />
        <p>
          <Link href={`/staff/orders/${order.id}/slip`}>Packing slip</Link>
        </p>
      </>
    ),
    messagesTo: 'shopper',
  };
}

/**
 * The order's prescription pages; while the check is the pharmacist's to make, that none was
 * uploaded (pages of older orders are deleted after their retention, so nothing is said of them).
 */
function Prescription({ order }: { order: OrderDetail }) {
  const e = order.ePrescription;
  if (!e && order.prescriptions.length === 0 && order.status !== 'awaiting_prescription') {
    return null;
  }
  return (
    <section aria-labelledby="order-rx">
      <h2 id="order-rx" className={styles.subtitle}>
        Prescription
      </h2>
      {e ? (
        <p data-testid="order-e-prescription">
          E-prescription by {doctorTitle(e.doctorName)} (reg. {e.doctorRegistration}), verified,
          from the hospital&apos;s own doctor: no upload needed.{' '}
          <a href={staffPrescriptionPdfHref(order.id)} target="_blank" rel="noopener">
            Open the e-prescription (PDF)
          </a>{' '}
          ·{' '}
          <a href={verifyHref(e.verificationCode)}>
            Verification {displayCode(e.verificationCode)}
          </a>
        </p>
      ) : null}
      {e && order.prescriptions.length === 0 ? null : order.prescriptions.length === 0 ? (
        <p>
          No prescription page was uploaded with this order
          {order.prescriptionCall ? ': the shopper asked for a call instead.' : '.'}
        </p>
      ) : (
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
      )}
    </section>
  );
}
