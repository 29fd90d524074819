import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import {
  refundDuePaymentAction,
  refundDuePharmacyPaymentAction,
  refundDueLabPaymentAction,
  retryAppointmentRefundAction,
  retryLabOrderRefundAction,
  retryOrderRefundAction,
} from '@/app/staff/(console)/actions';
import { HeadedTable, type Column } from '@/components/staff/list-parts';
import { StaffForm } from '@/components/staff/staff-form';
import { Link } from '@/components/ui/link';
import { REFUND_DUE_AREA } from '@/lib/checkout/staff-actions';
import { refundsDue, refundsNotThrough } from '@/lib/checkout/staff-refunds';
import { getDb } from '@/lib/db';
import { formatInr } from '@/lib/money';
import { requireStaff } from '@/lib/staff/current';
import { mayUse } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Payments to refund' };

const ACTIONS = {
  appointment: refundDuePaymentAction,
  pharmacy_order: refundDuePharmacyPaymentAction,
  lab_order: refundDueLabPaymentAction,
};

/** A cancelled purchase's own 'Retry refund' (the one its page has) and its page. */
const RETRY_ACTIONS = {
  appointment: retryAppointmentRefundAction,
  pharmacy_order: retryOrderRefundAction,
  lab_order: retryLabOrderRefundAction,
};
const PURCHASE_PAGES = {
  appointment: '/staff/appointments',
  pharmacy_order: '/staff/orders',
  lab_order: '/staff/lab-orders',
} as const;
const PURCHASE_KINDS = {
  appointment: 'Appointment',
  pharmacy_order: 'Pharmacy order',
  lab_order: 'Lab order',
} as const;

/** A recorded refund that has not gone through yet. */
const REFUND_STATES = {
  pending: 'Recorded, not sent to the payment provider yet.',
  sending: 'Being sent to the payment provider.',
  failed: 'The payment provider did not accept it.',
  processed: 'Refunded.',
} as const;

/**
 * Money to return, until its refund has gone through: money received that bought nothing (a late
 * payment whose slot or units were lost, a second payment), and the refunds of cancelled purchases
 * that the provider refused or never received. The front desk sees the appointments' ones, the
 * pharmacy the orders' ones, the lab its own.
 */
export default async function RefundsPage() {
  const staff = await requireStaff('dashboard');
  const mine = (purpose: keyof typeof REFUND_DUE_AREA) =>
    mayUse(staff.role, REFUND_DUE_AREA[purpose]);
  if (!Object.keys(REFUND_DUE_AREA).some((p) => mine(p as keyof typeof REFUND_DUE_AREA))) {
    forbidden();
  }
  const db = await getDb();
  const [allDue, allStuck] = await Promise.all([refundsDue(db), refundsNotThrough(db)]);
  const due = allDue.filter((row) => mine(row.purpose));
  const stuck = allStuck.filter((row) => mine(row.purpose));
  return (
    <>
      <h1 className={styles.title}>Payments to refund</h1>
      <HeadedTable
        id="refunds-due"
        title="Paid late or twice"
        empty="No late or second payment is waiting to be refunded."
        rows={due}
        rowKey={(row) => row.providerPaymentId}
        columns={[
          { heading: 'Received', cell: (row) => formatIndiaDateTime(row.receivedAt) },
          { heading: 'Payment', cell: (row) => row.providerPaymentId },
          ...PAYMENT_COLUMNS,
          {
            heading: 'Refund',
            cell: (row) => (
              <>
                {row.refund ? <p>{REFUND_STATES[row.refund.status]}</p> : null}
                <StaffForm
                  action={ACTIONS[row.purpose]}
                  submit={row.refund ? 'Retry refund' : 'Refund'}
                  inline
                >
                  <input type="hidden" name="payment_id" value={row.paymentId} />
                  <input type="hidden" name="provider_payment_id" value={row.providerPaymentId} />
                </StaffForm>
              </>
            ),
          },
        ]}
      />
      <HeadedTable
        id="refunds-stuck"
        title="Cancellations not refunded yet"
        empty="No cancelled purchase is waiting for its refund."
        rows={stuck}
        rowKey={(row) => `${row.purpose}-${row.purchaseId}`}
        columns={[
          { heading: 'Cancelled', cell: (row) => formatIndiaDateTime(row.recordedAt) },
          ...PAYMENT_COLUMNS,
          {
            heading: 'Refund',
            cell: (row) => (
              <>
                <p>{REFUND_STATES[row.status]}</p>
                <StaffForm action={RETRY_ACTIONS[row.purpose]} submit="Retry refund" inline>
                  <input type="hidden" name="id" value={row.purchaseId} />
                </StaffForm>
              </>
            ),
          },
        ]}
      />
    </>
  );
}

/** What both lists know of a payment: what it paid for and who paid, the amount, and why it goes back. */
type PaymentRow = {
  purpose: keyof typeof PURCHASE_KINDS;
  purchaseId: number | null;
  purchaseReference: string | null;
  payerName: string | null;
  payerPhone: string | null;
  amountPaise: number;
  reason: string;
};

/** The columns both tables share: what was paid for and by whom, how much, and why it is owed. */
const PAYMENT_COLUMNS: Column<PaymentRow>[] = [
  {
    heading: 'For',
    cell: (row) => (
      <>
        <Purchase purpose={row.purpose} id={row.purchaseId} reference={row.purchaseReference} />
        <Payer name={row.payerName} phone={row.payerPhone} />
      </>
    ),
  },
  { heading: 'Amount', cell: (row) => formatInr(row.amountPaise) },
  { heading: 'Why', cell: (row) => row.reason },
];

/** What was paid for: its kind, and a link to it when it was stored. */
function Purchase({
  purpose,
  id,
  reference,
}: {
  purpose: keyof typeof PURCHASE_KINDS;
  id: number | null;
  reference: string | null;
}) {
  return (
    <>
      {PURCHASE_KINDS[purpose]}
      {id !== null && reference ? (
        <>
          {' '}
          <Link href={`${PURCHASE_PAGES[purpose]}/${id}`}>{reference}</Link>
        </>
      ) : null}
    </>
  );
}

/** Who paid, so the desk can tell a caller from the list. */
function Payer({ name, phone }: { name: string | null; phone: string | null }) {
  if (!name && !phone) return null;
  return <p className={styles.hint}>{[name, phone].filter(Boolean).join(', ')}</p>;
}
