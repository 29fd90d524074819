import type { Metadata } from 'next';
import { OtherRecordNotice, otherThanOpen } from '@/components/self-service/other-record-notice';
import formStyles from '@/components/forms/forms.module.css';
import { AccessForm } from '@/components/self-service/access-form';
import styles from '@/components/self-service/self-service.module.css';
import { TrackedOrder } from '@/components/self-service/tracked-order';
import { PageHero } from '@/components/ui/page-hero';
import { getDb } from '@/lib/db';
import { CODE_MINUTES } from '@/lib/self-service/access';
import { readGranted, RECORDS_UNAVAILABLE } from '@/lib/self-service/guard';
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
  const order = await readGranted('pharmacy_order', async (id) =>
    readTrackedOrder(await getDb(), id),
  );
  const requested = cleanReference((await searchParams).reference, 'SPH');
  const another = otherThanOpen(order, requested);
  return (
    <>
      <PageHero
        title="Track your order"
        trail={[
          { name: 'Pharmacy', path: '/pharmacy' },
          { name: 'Track your order', path: TRACK_ORDER_PATH },
        ]}
        lead="See where your medicines are, with the order reference from your confirmation."
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          {order === 'unavailable' ? (
            <p role="alert" className={`${formStyles.card} ${styles.refused}`}>
              {RECORDS_UNAVAILABLE}
            </p>
          ) : order && !another ? (
            <TrackedOrder order={order} leave={leaveOrder} />
          ) : (
            <div className={`${formStyles.card} ${styles.section}`}>
              <h2>Find your order</h2>
              {another && requested ? (
                <OtherRecordNotice open={`Order ${another}`} requested={requested} />
              ) : null}
              <p className={styles.intro}>
                We send a 6-digit code to the phone number and e-mail of the order. It is valid for{' '}
                {CODE_MINUTES} minutes.
              </p>
              <AccessForm
                noun="order"
                referencePlaceholder="SPH-AB12CD34EF"
                initialReference={requested ?? ''}
                askCode={askOrderCode}
                enterCode={enterOrderCode}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
