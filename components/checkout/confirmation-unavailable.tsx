import { ConfirmationCard } from '@/components/booking/confirmation-card';
// The same card as the confirmation it stands in for.
import styles from '@/components/booking/payment-confirmation.module.css';

type Props = {
  /** The booking or order reference from the address, already checked for its form. */
  reference?: string;
  kind: 'booking' | 'order';
};

/**
 * /payment-success while the database cannot be reached: the payment was verified and stored
 * before the visitor was sent here, so what is missing is only the page, not the booking. Says
 * so, with the reference, and asks for a refresh instead of showing an empty page.
 */
export function ConfirmationUnavailable({ reference, kind }: Props) {
  return (
    <ConfirmationCard role="status">
      <h1 className={styles.title}>Your confirmation cannot be shown right now</h1>
      <p>
        {`Your payment was received and your ${kind} is safe: nothing is lost while our records are briefly out of reach.`}
      </p>
      {reference ? (
        <p>
          {`Your ${kind} reference is `}
          <strong className={styles.reference}>{reference}</strong>. Please keep it, and refresh
          this page in a few minutes to see the details.
        </p>
      ) : (
        <p>Please refresh this page in a few minutes to see the details.</p>
      )}
    </ConfirmationCard>
  );
}
