import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import {
  refundDuePaymentAction,
  refundDuePharmacyPaymentAction,
  refundDueLabPaymentAction,
} from '@/app/staff/(console)/actions';
import { StaffForm } from '@/components/staff/staff-form';
import { REFUND_DUE_AREA } from '@/lib/checkout/staff-actions';
import { refundsDue } from '@/lib/checkout/staff-refunds';
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

const PURCHASE_NAMES = { pharmacy_order: 'Pharmacy order', lab_order: 'Lab order' } as const;

/** A recorded refund that has not gone through yet. */
const REFUND_STATES = {
  pending: 'Recorded, not sent to the payment provider yet.',
  sending: 'Being sent to the payment provider.',
  failed: 'The payment provider did not accept it.',
  processed: 'Refunded.',
} as const;

/**
 * Money received that bought nothing (a late payment whose slot or units were lost, a second
 * payment), until its refund has gone through: the front desk sees the appointments' ones, the
 * pharmacy the orders' ones, the lab its own.
 */
export default async function RefundsPage() {
  const staff = await requireStaff('dashboard');
  const mine = (purpose: keyof typeof REFUND_DUE_AREA) =>
    mayUse(staff.role, REFUND_DUE_AREA[purpose]);
  if (!Object.keys(REFUND_DUE_AREA).some((p) => mine(p as keyof typeof REFUND_DUE_AREA))) {
    forbidden();
  }
  const due = (await refundsDue(await getDb())).filter((row) => mine(row.purpose));
  return (
    <>
      <h1 className={styles.title}>Payments to refund</h1>
      {due.length === 0 ? (
        <p className={styles.empty}>No payment is waiting to be refunded.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Payment</th>
                <th scope="col">For</th>
                <th scope="col">Amount</th>
                <th scope="col">Why</th>
                <th scope="col">Refund</th>
              </tr>
            </thead>
            <tbody>
              {due.map((row) => (
                <tr key={row.providerPaymentId}>
                  <td>{formatIndiaDateTime(row.receivedAt)}</td>
                  <td>{row.providerPaymentId}</td>
                  <td>
                    {row.appointmentReference ??
                      (row.purpose === 'appointment' ? 'Appointment' : PURCHASE_NAMES[row.purpose])}
                  </td>
                  <td>{formatInr(row.amountPaise)}</td>
                  <td>{row.reason}</td>
                  <td>
                    {row.refund ? <p>{REFUND_STATES[row.refund.status]}</p> : null}
                    <StaffForm
                      action={ACTIONS[row.purpose]}
                      submit={row.refund ? 'Retry refund' : 'Refund'}
                      inline
                    >
                      <input type="hidden" name="payment_id" value={row.paymentId} />
                      <input
                        type="hidden"
                        name="provider_payment_id"
                        value={row.providerPaymentId}
                      />
                    </StaffForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
