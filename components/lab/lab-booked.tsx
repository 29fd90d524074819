import { Link } from '@/components/ui/link';
import { longDate } from '@/lib/booking/labels';
import { windowLabel } from '@/lib/lab/booking-rules';
import type { BookedWindow } from '@/lib/lab/booking-reads';
import { labReportHref, LAB_REPORT_PATH } from '@/lib/self-service/links';
import { toDdMmYyyy } from '@/lib/time/india';
import { PlacedCard, placedPanelClass } from '@/components/shop/placed-card';
import styles from './lab-booked.module.css';

type Props = {
  /** The booking's reference, from the address. */
  reference: string;
  /** The booked window of the paid booking the reference names. */
  booked: BookedWindow;
};

/**
 * After a lab payment: the booking's reference, its collection window, and what happens next (the
 * visit, fasting, the report and where to download it). Only for a paid booking found by its
 * reference (otherwise NoLabBooking). Nothing personal is shown: the reference in the address is
 * all this page knows of the visitor.
 */
export function LabBooked({ reference, booked }: Props) {
  const reportHref = labReportHref(reference);
  return (
    <PlacedCard
      title="Collection booked"
      wide
      lead={
        <>
          Thank you! Your payment has been received and your home sample collection is booked. The
          confirmation is on its way to your e-mail and phone.
        </>
      }
    >
      <p className={styles.reference}>
        Booking reference <strong data-testid="lab-reference">{reference}</strong>
        <span className={styles.keep}>Keep it: with your phone number it opens your report.</span>
      </p>
      <p className={styles.window} data-testid="lab-booked-window">
        Sample collection on <strong>{longDate(toDdMmYyyy(booked.date))}</strong>, between{' '}
        <strong>{windowLabel(booked.minute).replace(' - ', ' and ')}</strong>
      </p>
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

/**
 * The page without a paid booking to show (no reference, one we never issued, or the database out
 * of reach): says nothing of a payment or a booking, and leads to the tests and to the page that
 * finds a booking by its reference.
 */
export function NoLabBooking({ unavailable = false }: { unavailable?: boolean }) {
  return (
    <PlacedCard
      title={unavailable ? 'This booking cannot be shown right now' : 'No booking to show'}
      tick={false}
      lead={
        unavailable
          ? 'We cannot reach our records just now. Please try again in a minute.'
          : 'This page shows a home sample collection once it is booked. Find yours with its booking reference and your phone number, or book lab tests.'
      }
    >
      <div className={styles.actions}>
        <Link href={LAB_REPORT_PATH} className="btn btn-outline">
          Find your booking
        </Link>
        <Link href="/lab-tests" className="btn btn-primary">
          Book lab tests
        </Link>
      </div>
    </PlacedCard>
  );
}
