import { Link } from '@/components/ui/link';
import { CheckIcon } from '@/components/ui/icons';
import { longDate, withDoctorTitle } from '@/lib/booking/labels';
import { formatRupees } from '@/lib/money';
import { manageBookingHref } from '@/lib/self-service/links';
import { ConfirmationCard } from './confirmation-card';
import { FactRows } from './fact-rows';
import styles from './payment-confirmation.module.css';

type Booking = {
  reference: string;
  doctorName: string;
  /** 'dd/mm/yyyy' */
  date: string;
  time: string;
  amountPaise: number;
};

type Props = { reference?: string; booking: Booking | null };

/**
 * /payment-success: the confirmed booking (reference, doctor, date, time); for an unknown
 * reference or none, no claim of a payment this page cannot see. Never anything about the patient.
 */
export function PaymentConfirmation({ reference, booking }: Props) {
  return (
    <ConfirmationCard>
      <span className={styles.icon} aria-hidden="true">
        <CheckIcon size={36} />
      </span>
      {/* Success is claimed only for a booking found confirmed. */}
      <h1 className={styles.title}>
        {booking ? 'Payment Successful' : reference ? 'Booking not found' : 'Thank you'}
      </h1>
      {booking ? (
        <>
          <p>Your appointment is confirmed. Please keep your booking reference.</p>
          <FactRows
            className={styles.facts}
            facts={[
              {
                label: 'Booking reference',
                value: booking.reference,
                valueClassName: styles.reference,
              },
              { label: 'Doctor', value: withDoctorTitle(booking.doctorName) },
              { label: 'Date', value: longDate(booking.date) },
              { label: 'Time', value: booking.time },
              { label: 'Amount paid', value: <>Rs. {formatRupees(booking.amountPaise)}</> },
            ]}
          />
          <p>
            We have sent the details to your e-mail and phone.{' '}
            <Link href={manageBookingHref(booking.reference)}>Move or cancel this booking</Link>{' '}
            with its reference and your phone number.
          </p>
        </>
      ) : reference ? (
        <p>
          We could not find a confirmed booking with the reference <strong>{reference}</strong>. If
          you have paid, please contact us and quote it.
        </p>
      ) : (
        <p>
          If you have paid, your confirmation reaches you by e-mail and SMS within a few minutes.
        </p>
      )}
    </ConfirmationCard>
  );
}
