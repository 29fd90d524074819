import type { Metadata } from 'next';
import { refundDuePaymentAction } from '@/app/staff/(console)/actions';
import { StaffForm } from '@/components/staff/staff-form';
import { refundsDue } from '@/lib/booking/staff-appointments';
import { getDb } from '@/lib/db';
import { formatInr } from '@/lib/money';
import { requireStaff } from '@/lib/staff/current';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Payments to refund' };

/** Money received that bought nothing (a late payment whose slot was lost, a second payment). */
export default async function RefundsPage() {
  await requireStaff('appointments');
  const due = await refundsDue(await getDb());
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
                <th scope="col">Booking</th>
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
                  <td>{row.appointmentReference ?? 'Pharmacy order'}</td>
                  <td>{formatInr(row.amountPaise)}</td>
                  <td>{row.reason}</td>
                  <td>
                    <StaffForm action={refundDuePaymentAction} submit="Refund" inline>
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
