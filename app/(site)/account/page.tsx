import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { OrderDocuments } from '@/components/account/order-documents';
import { AccountTimeline } from '@/components/account/timeline';
import { PrescriptionActions } from '@/components/prescriptions/prescription-actions';
import styles from '@/components/self-service/self-service.module.css';
import { requireAccount } from '@/lib/accounts/current';
import { ACCOUNT_PATH } from '@/lib/accounts/links';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { readTimeline } from '@/lib/accounts/timeline';
import { getDb } from '@/lib/db';
import { prescriptionsOfAccount } from '@/lib/prescriptions/reads';

// Personal: read per request from the session cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = accountPageMetadata(
  'Your account',
  'Your appointments, orders, lab reports and prescriptions at Saithunga Hospital.',
  ACCOUNT_PATH,
);

/**
 * /account (issue 46): the signed-in patient's timeline, everything the account owns by family
 * member. Moving or cancelling a booking, tracking an order and downloading a report or a
 * prescription need no code here: the self-service pages open what the account owns.
 */
export default async function AccountHomePage() {
  const account = await requireAccount(ACCOUNT_PATH);
  const db = await getDb();
  const [groups, prescriptions] = await Promise.all([
    readTimeline(db, account.id),
    prescriptionsOfAccount(db, account.id),
  ]);
  return (
    <AccountPage
      title="Your account"
      path={ACCOUNT_PATH}
      lead="Your appointments, orders, lab reports and prescriptions, for you and your family."
      className={styles.page}
    >
      <AccountTimeline
        groups={groups}
        actions={(item) => {
          const rx = item.kind === 'appointment' ? prescriptions.get(item.reference) : undefined;
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
    </AccountPage>
  );
}
