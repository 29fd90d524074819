import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import { AccessForm } from '@/components/self-service/access-form';
import { ManagedBooking } from '@/components/self-service/managed-booking';
import { OtherRecordNotice, otherThanOpen } from '@/components/self-service/other-record-notice';
import styles from '@/components/self-service/self-service.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { getDb } from '@/lib/db';
import { CODE_MINUTES } from '@/lib/self-service/access';
import { readManagedBooking } from '@/lib/self-service/booking';
import { readGranted, RECORDS_UNAVAILABLE } from '@/lib/self-service/guard';
import { cleanReference, MANAGE_BOOKING_PATH } from '@/lib/self-service/links';
import { buildMetadata } from '@/lib/seo/metadata';
import {
  askBookingCode,
  cancelBooking,
  enterBookingCode,
  leaveBooking,
  rescheduleBooking,
} from './actions';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Manage your appointment',
  description: 'Move or cancel your appointment at Saithunga Hospital with your booking reference.',
  path: MANAGE_BOOKING_PATH,
  noindex: true,
});

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/**
 * /appointment/manage (issue 16): a patient finds a booking by its reference and phone number,
 * proves it with the one-time code, then moves or cancels it. No account, no password.
 */
export default async function ManageAppointmentPage({ searchParams }: Props) {
  const booking = await readGranted('appointment', async (id) =>
    readManagedBooking(await getDb(), id),
  );
  const requested = cleanReference((await searchParams).reference, 'SMH');
  const another = otherThanOpen(booking, requested);
  return (
    <>
      <PageHero
        title="Manage your appointment"
        trail={[{ name: 'Manage your appointment', path: MANAGE_BOOKING_PATH }]}
        lead="Move your appointment to another time or cancel it, with the booking reference from your confirmation."
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          {booking === 'unavailable' ? (
            <p role="alert" className={`${formStyles.card} ${styles.refused}`}>
              {RECORDS_UNAVAILABLE}
            </p>
          ) : booking && !another ? (
            <ManagedBooking
              booking={booking}
              // Bound to the booking shown: the actions refuse to change another one.
              cancel={cancelBooking.bind(null, booking.reference)}
              reschedule={rescheduleBooking.bind(null, booking.reference)}
              leave={leaveBooking}
            />
          ) : (
            <div className={`${formStyles.card} ${styles.section}`}>
              <h2>Find your booking</h2>
              {another && requested ? (
                <OtherRecordNotice open={`Booking ${another}`} requested={requested} />
              ) : null}
              <p className={styles.intro}>
                We send a 6-digit code to the phone number and e-mail of the booking. It is valid
                for {CODE_MINUTES} minutes.
              </p>
              <AccessForm
                noun="booking"
                referencePlaceholder="SMH-AB12CD34EF"
                initialReference={requested ?? ''}
                askCode={askBookingCode}
                enterCode={enterBookingCode}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
