import type { Metadata } from 'next';
import { LabOrderView } from '@/components/self-service/lab-order-view';
import {
  trackedOrderMetadata,
  trackedOrderPage,
} from '@/components/self-service/tracked-order-page';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = trackedOrderMetadata('lab_order');

/**
 * /lab-tests/report (issue 17): a patient finds a lab booking by its reference and phone number,
 * proves it with the one-time code, then sees the collection, the patients and tests, where it
 * stands, and downloads the report once the lab has uploaded it.
 */
export default trackedOrderPage('lab_order', (open, leave) => (
  <LabOrderView order={open} leave={leave} />
));
