import { Link } from '@/components/ui/link';
import { longDate } from '@/lib/booking/labels';
import { windowLabel } from '@/lib/lab/booking-rules';
import type { BookedWindow } from '@/lib/lab/booking-reads';
import { labReportHref, LAB_REPORT_PATH } from '@/lib/self-service/links';
import { toDdMmYyyy } from '@/lib/time/india';
import { PlacedCard, placedPanelClass } from '@/components/shop/placed-card';
import styles from './lab-booked.module.css';

type Props = {
  /** The reference from the address, already checked for its form; null without one. */
  reference: string | null;
  /** The booked window, when the order was found. */
  booked: BookedWindow | null;
};

/**
 * After a lab payment: the booking's reference, its collection window, and what happens next (the
 * visit, fasting, the report and where to download it). Nothing personal is shown: the reference
 * in the address is all this page knows of the visitor.
 */
export function LabBooked({ reference, booked }: Props) {
  const reportHref = reference ? labReportHref(reference) : LAB_REPORT_PATH;
  return (
    <PlacedCard
      title="Collection booked"
      wide
      lead={
        <>
          Thank you! Your payment has been received and your home sample collection is booked.
          {reference && ' The confirmation is on its way to your e-mail and phone.'}
        </>
      }
    >
      {reference && (
        <p className={styles.reference}>
          Booking reference <strong data-testid="lab-reference">{reference}</strong>
          <span className={styles.keep}>Keep it: with your phone number it opens your report.</span>
        </p>
      )}
      {booked && (
        <p className={styles.window} data-testid="lab-booked-window">
          Sample collection on <strong>{longDate(toDdMmYyyy(booked.date))}</strong>, between{' '}
          <strong>{windowLabel(booked.minute).replace(' - ', ' and ')}</strong>
        </p>
      )}
      <section className={placedPanelClass} aria-labelledby="lab-next">
        <h2 id="lab-next" className={styles.nextTitle}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>
            <strong>The visit.</strong> A trained phlebotomist comes to your address in the
            collection window you chose, and calls before arriving.
          </li>
          <li>
            <strong>Fasting.</strong> If a test asks for fasting, have nothing but water for 10 to
            12 hours before the visit, and take your usual medicines unless your doctor said
            otherwise.
          </li>
          <li>
            <strong>Your report.</strong> When it is ready we send it by e-mail and SMS. You can
            also download it from <Link href={reportHref}>the lab report page</Link> with the
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
    </PlacedCard>
  );
}
