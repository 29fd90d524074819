import { notFound } from 'next/navigation';
import { LabBooked, NoLabBooking } from '@/components/lab/lab-booked';
import { getBookedWindow } from '@/lib/lab/booking-reads';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { buildMetadata } from '@/lib/seo/metadata';

// Per booking: the reference comes from the address (Cache-Control: no-store).
export const dynamic = 'force-dynamic';

export const metadata = buildMetadata({
  title: 'Your lab booking',
  description: 'Your home sample collection with Saithunga Multi-Speciality Hospital.',
  path: '/lab-tests/booked',
  noindex: true,
});

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/**
 * /lab-tests/booked?reference=SLB-…, after a lab payment (issue 17): the booking's collection
 * window and what happens next, only when the reference names a paid lab booking (an order row
 * exists only once paid; a cancelled one is no booking). Without a reference the page says there
 * is no booking to show (200); with one that names no booking, the same words with a 404 (issue
 * 51: it never says a payment was received without one). With the database out of reach it says
 * the booking cannot be shown now.
 */
export default async function LabBookedPage({ searchParams }: Props) {
  const { reference } = await searchParams;
  if (typeof reference !== 'string' || reference === '') return <NoLabBooking />;
  let booked;
  try {
    booked = await getBookedWindow(reference);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ path: '/lab-tests/booked', err: safeError(error) }, 'booked window unavailable');
    return <NoLabBooking unavailable />;
  }
  if (!booked) notFound();
  return <LabBooked reference={reference} booked={booked} />;
}
