import { NoLabBooking } from '@/components/lab/lab-booked';

/** /lab-tests/booked with a reference that names no paid lab booking: 404, no payment claimed. */
export default function NoLabBookingFound() {
  return <NoLabBooking />;
}
