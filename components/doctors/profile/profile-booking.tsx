import { BookingPanel } from '@/components/booking/booking-panel';
import { CalendarIcon } from '@/components/ui/icons';
import type { PickerSnapshot } from '@/lib/booking/slots';
import styles from './profile.module.css';

const PANEL_ID = 'book';

/**
 * 'Book Appointment' of the profile's head and side panel: a link to the slot picker, so it works
 * the moment it is drawn, script or not.
 */
export function BookAppointmentLink({ className = '' }: { className?: string }) {
  return (
    <a href={`#${PANEL_ID}`} className={`btn btn-primary ${className}`}>
      <CalendarIcon size={18} />
      Book Appointment
    </a>
  );
}

/**
 * The profile's slot picker, open and in the page's HTML with the days it was drawn with, so a
 * date or a time tapped before the script runs is kept and chosen then; the live schedule
 * replaces those days as it hydrates (docs/decisions/slot-picker-in-the-page.md).
 */
export function ProfileBookingPanel({
  doctorId,
  doctorName,
  snapshot,
}: {
  doctorId: number;
  doctorName: string;
  snapshot: PickerSnapshot;
}) {
  return (
    <div id={PANEL_ID} className={styles.bookingPanel}>
      <BookingPanel doctorId={doctorId} doctorName={doctorName} snapshot={snapshot} />
    </div>
  );
}
