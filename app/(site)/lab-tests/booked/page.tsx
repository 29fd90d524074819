import { LabBooked } from '@/components/lab/lab-booked';
import { getBookedWindow, LAB_REFERENCE } from '@/lib/lab/booking-reads';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { buildMetadata } from '@/lib/seo/metadata';

// Per booking: the reference comes from the address (Cache-Control: no-store).
export const dynamic = 'force-dynamic';

export const metadata = buildMetadata({
  title: 'Collection booked',
  description: 'Your home sample collection with Saithunga Multi-Speciality Hospital is booked.',
  path: '/lab-tests/booked',
  noindex: true,
});

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/** The booking's window, or none when the database cannot be reached: the page still helps. */
async function bookedWindowOrNone(reference: string) {
  try {
    return await getBookedWindow(reference);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ path: '/lab-tests/booked', err: safeError(error) }, 'booked window unavailable');
    return null;
  }
}

/**
 * /lab-tests/booked?reference=SLB-…, after a lab payment (issue 17): the reference when it has the
 * form we issue, the booked date and window when the order is found, and what happens next.
 */
export default async function LabBookedPage({ searchParams }: Props) {
  const { reference } = await searchParams;
  const shown = typeof reference === 'string' && LAB_REFERENCE.test(reference) ? reference : null;
  const booked = shown ? await bookedWindowOrNone(shown) : null;
  return <LabBooked reference={shown} booked={booked} />;
}
