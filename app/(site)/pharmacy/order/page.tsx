import type { Metadata } from 'next';
import { OrderTracking } from '@/components/self-service/order-tracking';
import { TrackedOrder } from '@/components/self-service/tracked-order';
import { getDb } from '@/lib/db';
import { readGranted } from '@/lib/self-service/guard';
import { cleanReference, TRACK_ORDER_PATH } from '@/lib/self-service/links';
import { readTrackedOrder } from '@/lib/self-service/order';
import { buildMetadata } from '@/lib/seo/metadata';
import { askOrderCode, enterOrderCode, leaveOrder } from './actions';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Track your order',
  description: 'Follow your Saithunga Pharmacy order with its reference.',
  path: TRACK_ORDER_PATH,
  noindex: true,
});

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/**
 * /pharmacy/order (issue 16): a shopper finds an order by its reference and phone number, proves
 * it with the one-time code, then sees its lines, payment, delivery and each step so far.
 */
export default async function TrackOrderPage({ searchParams }: Props) {
  const requested = cleanReference((await searchParams).reference, 'SPH');
  const order = await readGranted(
    'pharmacy_order',
    async (id) => readTrackedOrder(await getDb(), id),
    requested,
  );
  return (
    <OrderTracking
      order={order}
      requested={requested}
      hero={{
        title: 'Track your order',
        trail: [
          { name: 'Pharmacy', path: '/pharmacy' },
          { name: 'Track your order', path: TRACK_ORDER_PATH },
        ],
        lead: 'See where your medicines are, with the order reference from your confirmation.',
      }}
      find={{ heading: 'Find your order', noun: 'order', openLabel: 'Order' }}
      access={{
        referencePlaceholder: 'SPH-AB12CD34EF',
        askCode: askOrderCode,
        enterCode: enterOrderCode,
      }}
      view={(open) => <TrackedOrder order={open} leave={leaveOrder} />}
    />
  );
}
