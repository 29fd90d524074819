import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { AccountPage } from '@/components/account/account-page';
import { NoticeView } from '@/components/account/notice-view';
import { NOTICE_PATH } from '@/lib/accounts/notice';
import { buildMetadata } from '@/lib/seo/metadata';

// The same for everyone: built once and cached, outside the account pages' per-request layout
// (app/(site)/account/layout.tsx) and outside the middleware's nonce policy.
export const dynamic = 'force-static';

export const metadata: Metadata = buildMetadata({
  title: 'Privacy notice for patient accounts',
  description:
    'What Saithunga Hospital collects for a patient account, why, for how long, and how to withdraw your consent.',
  path: NOTICE_PATH,
});

/** /account/notice (issue 46): the notice a patient accepts on sign-up, to read at any time. */
export default function NoticePage() {
  return (
    <AccountPage
      title="Privacy notice for patient accounts"
      crumb="Privacy notice"
      path={NOTICE_PATH}
      className={styles.page}
    >
      <div className={formStyles.card}>
        <NoticeView headingLevel={2} />
      </div>
    </AccountPage>
  );
}
