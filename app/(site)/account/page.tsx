import type { Metadata } from 'next';
import { OrderDocuments } from '@/components/account/order-documents';
import { AccountTimeline } from '@/components/account/timeline';
import { PrescriptionActions } from '@/components/prescriptions/prescription-actions';
import styles from '@/components/self-service/self-service.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { requireAccount } from '@/lib/accounts/current';
import { ACCOUNT_PATH } from '@/lib/accounts/links';
import { readTimeline } from '@/lib/accounts/timeline';
import { getDb } from '@/lib/db';
import { prescriptionsOfAccount } from '@/lib/prescriptions/reads';
import { buildMetadata } from '@/lib/seo/metadata';

// Personal: read per request from the session cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Your account',
  description: 'Your appointments, orders, lab reports and prescriptions at Saithunga Hospital.',
  path: ACCOUNT_PATH,
  noindex: true,
});

/**
 * /account (issue 46): the signed-in patient's timeline, everything the account owns by family
 * member. Moving or cancelling a booking, tracking an order and downloading a report or a
 * prescription need no code here: the self-service pages open what the account owns.
 */
export default async function AccountPage() {
  const account = await requireAccount(ACCOUNT_PATH);
  const db = await getDb();
  const [groups, prescriptions] = await Promise.all([
    readTimeline(db, account.id),
    prescriptionsOfAccount(db, account.id),
  ]);
  return (
    <>
      <PageHero
        title="Your account"
        trail={[{ name: 'Your account', path: ACCOUNT_PATH }]}
        lead="Your appointments, orders, lab reports and prescriptions, for you and your family."
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <AccountTimeline
            groups={groups}
            actions={(item) => {
              const rx =
                item.kind === 'appointment' ? prescriptions.get(item.reference) : undefined;
              return (
                <>
                  <OrderDocuments
                    kind={item.kind}
                    reference={item.reference}
                    hasInvoice={item.kind === 'pharmacy' && item.invoiced}
                  />
                  {rx && (
                    <PrescriptionActions
                      reference={rx.reference}
                      hasMedicines={rx.hasMedicines}
                      hasTests={rx.hasTests}
                    />
                  )}
                </>
              );
            }}
          />
        </div>
      </section>
    </>
  );
}
