import type { Metadata } from 'next';
import { TrackedOrder } from '@/components/self-service/tracked-order';
import {
  trackedOrderMetadata,
  trackedOrderPage,
} from '@/components/self-service/tracked-order-page';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = trackedOrderMetadata('pharmacy_order');

/**
 * /pharmacy/order (issue 16): a shopper finds an order by its reference and phone number, proves
 * it with the one-time code, then sees its lines, payment, delivery and each step so far.
 */
export default trackedOrderPage('pharmacy_order', (open, leave) => (
  <TrackedOrder order={open} leave={leave} />
));
