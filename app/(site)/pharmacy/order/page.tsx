import type { Metadata } from 'next';
import { TrackedOrder } from '@/components/self-service/tracked-order';
import {
  TrackedOrderPage,
  trackedOrderMetadata,
} from '@/components/self-service/tracked-order-page';
import { openTrackedOrder } from '@/lib/self-service/tracked-orders';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = trackedOrderMetadata('pharmacy_order');

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/**
 * /pharmacy/order (issue 16): a shopper finds an order by its reference and phone number, proves
 * it with the one-time code, then sees its lines, payment, delivery and each step so far.
 */
export default async function TrackOrderPage({ searchParams }: Props) {
  const { order, requested } = await openTrackedOrder(
    'pharmacy_order',
    (await searchParams).reference,
  );
  return (
    <TrackedOrderPage
      kind="pharmacy_order"
      order={order}
      requested={requested}
      view={(open, leave) => <TrackedOrder order={open} leave={leave} />}
    />
  );
}
