import Link from 'next/link';
import styles from './lab-booked.module.css';

/** Where a patient downloads a report: reference, phone and a one-time code (issue 17). */
export const LAB_REPORT_PAGE = '/lab-tests/report';

/**
 * After a lab payment: the booking's reference and what happens next (the visit in the chosen
 * window, fasting, the report). The reference comes from the address and is only shown back; the
 * booking's details stay behind the report page's guard.
 */
export function LabBooked({ reference }: { reference?: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>Collection booked</h1>
        <p className={styles.lead}>
          Thank you! Your payment has been received and your home sample collection is booked.
        </p>
        {reference && (
          <p className={styles.reference}>
            Booking reference <strong data-testid="lab-reference">{reference}</strong>
            <span className={styles.keep}>
              Keep it: with your phone number it opens your report.
            </span>
          </p>
        )}
        <section className={styles.next} aria-labelledby="lab-next">
          <h2 id="lab-next" className={styles.nextTitle}>
            What happens next
          </h2>
          <ol className={styles.steps}>
            <li>
              <strong>The visit.</strong> A trained phlebotomist comes to your address in the
              collection window you chose, and calls before arriving. Keep a photo ID at hand.
            </li>
            <li>
              <strong>Fasting.</strong> If a test asks for fasting, have nothing but water for 10 to
              12 hours before the visit, and take your usual medicines unless your doctor said
              otherwise.
            </li>
            <li>
              <strong>Your report.</strong> When it is ready we send it by e-mail and SMS. You can
              also download it at <Link href={LAB_REPORT_PAGE}>{LAB_REPORT_PAGE}</Link> with the
              booking reference, your phone number and a one-time code.
            </li>
          </ol>
        </section>
        <div className={styles.actions}>
          <Link href="/lab-tests" className="btn btn-outline">
            Book more tests
          </Link>
          <Link href="/" className="btn btn-primary">
            Continue
          </Link>
        </div>
      </div>
    </div>
  );
}
