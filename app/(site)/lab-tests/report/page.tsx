import type { Metadata } from 'next';
import { LabOrderView } from '@/components/self-service/lab-order-view';
import {
  TrackedOrderPage,
  trackedOrderMetadata,
} from '@/components/self-service/tracked-order-page';
import { openTrackedOrder } from '@/lib/self-service/tracked-orders';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = trackedOrderMetadata('lab_order');

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/**
 * /lab-tests/report (issue 17): a patient finds a lab booking by its reference and phone number,
 * proves it with the one-time code, then sees the collection, the patients and tests, where it
 * stands, and downloads the report once the lab has uploaded it.
 */
export default async function LabReportPage({ searchParams }: Props) {
  const { order, requested } = await openTrackedOrder('lab_order', (await searchParams).reference);
  return (
    <TrackedOrderPage
      kind="lab_order"
      order={order}
      requested={requested}
      view={(open, leave) => <LabOrderView order={open} leave={leave} />}
    />
  );
}
