import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import { AccountPage } from '@/components/account/account-page';
import styles from '@/components/account/privacy.module.css';
import { RetentionTable } from '@/components/account/retention-table';
import { ERASED_PATH } from '@/lib/accounts/privacy-paths';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';

export const metadata: Metadata = accountPageMetadata(
  'Account erased',
  'Your account has been erased.',
  ERASED_PATH,
);

/** Where an erasure lands: signed out, told what went and what the law keeps. No personal data. */
export default function ErasedPage() {
  return (
    <AccountPage
      title="Your account is erased"
      crumb="Account erased"
      path={ERASED_PATH}
      className={styles.page}
    >
      <section className={`${formStyles.card} ${styles.card}`} aria-labelledby="gone">
        <h2 id="gone">What happened</h2>
        <p>
          Your account, profile, family members and addresses are deleted, and every browser is
          signed out.
        </p>
        <RetentionTable headingId="kept" />
      </section>
    </AccountPage>
  );
}
