import type { Metadata } from 'next';
import { LabOrderView } from '@/components/self-service/lab-order-view';
import { OrderTracking } from '@/components/self-service/order-tracking';
import { getDb } from '@/lib/db';
import { readGranted } from '@/lib/self-service/guard';
import { readPatientLabOrder } from '@/lib/self-service/lab-order';
import { cleanReference, LAB_REPORT_PATH } from '@/lib/self-service/links';
import { buildMetadata } from '@/lib/seo/metadata';
import { askLabCode, enterLabCode, leaveLabOrder } from './actions';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Your lab report',
  description: 'Follow your Saithunga home sample collection and download its report.',
  path: LAB_REPORT_PATH,
  noindex: true,
});

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/**
 * /lab-tests/report (issue 17): a patient finds a lab booking by its reference and phone number,
 * proves it with the one-time code, then sees the collection, the patients and tests, where it
 * stands, and downloads the report once the lab has uploaded it.
 */
export default async function LabReportPage({ searchParams }: Props) {
  const requested = cleanReference((await searchParams).reference, 'SLB');
  const order = await readGranted(
    'lab_order',
    async (id) => readPatientLabOrder(await getDb(), id),
    requested,
  );
  return (
    <OrderTracking
      order={order}
      requested={requested}
      hero={{
        title: 'Your lab report',
        trail: [
          { name: 'Lab tests', path: '/lab-tests' },
          { name: 'Your lab report', path: LAB_REPORT_PATH },
        ],
        lead: 'Follow your home sample collection and download the report, with the booking reference from your confirmation.',
      }}
      find={{ heading: 'Find your lab booking', noun: 'booking', openLabel: 'Booking' }}
      access={{
        referencePlaceholder: 'SLB-AB12CD34EF',
        askCode: askLabCode,
        enterCode: enterLabCode,
      }}
      view={(open) => <LabOrderView order={open} leave={leaveLabOrder} />}
    />
  );
}
