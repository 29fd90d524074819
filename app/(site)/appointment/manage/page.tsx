import type { Metadata } from 'next';
import { ManagedBooking } from '@/components/self-service/managed-booking';
import { OrderTracking } from '@/components/self-service/order-tracking';
import { getDb } from '@/lib/db';
import { prescriptionSummary } from '@/lib/prescriptions/reads';
import { PrescriptionActions } from '@/components/prescriptions/prescription-actions';
import { RecordSection } from '@/components/self-service/record-section';
import { readManagedBooking } from '@/lib/self-service/booking';
import { readGranted } from '@/lib/self-service/guard';
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
  const requested = cleanReference((await searchParams).reference, 'SMH');
  const booking = await readGranted(
    'appointment',
    async (id) => {
      const db = await getDb();
      const found = await readManagedBooking(db, id);
      return found && { ...found, prescription: await prescriptionSummary(db, id) };
    },
    requested,
  );
  return (
    <OrderTracking
      order={booking}
      requested={requested}
      hero={{
        title: 'Manage your appointment',
        trail: [{ name: 'Manage your appointment', path: MANAGE_BOOKING_PATH }],
        lead: 'Move your appointment to another time or cancel it, with the booking reference from your confirmation.',
      }}
      find={{ heading: 'Find your booking', noun: 'booking', openLabel: 'Booking' }}
      access={{
        referencePlaceholder: 'SMH-AB12CD34EF',
        askCode: askBookingCode,
        enterCode: enterBookingCode,
      }}
      view={(open) => (
        <>
          <ManagedBooking
            booking={open}
            // Bound to the booking shown: the actions refuse to change another one.
            cancel={cancelBooking.bind(null, open.reference)}
            reschedule={rescheduleBooking.bind(null, open.reference)}
            leave={leaveBooking}
          />
          {open.prescription && (
            <RecordSection id="e-prescription" title="Your e-prescription">
              <PrescriptionActions
                reference={open.prescription.reference}
                hasMedicines={open.prescription.hasMedicines}
                hasTests={open.prescription.hasTests}
              />
            </RecordSection>
          )}
        </>
      )}
    />
  );
}
