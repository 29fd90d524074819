import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { LinkForm } from '@/components/account/link-form';
import { PageHero } from '@/components/ui/page-hero';
import { VERIFY_EMAIL_PATH } from '@/lib/accounts/email-link';
import { buildMetadata } from '@/lib/seo/metadata';
import { verify } from './actions';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Verify your e-mail address',
  description: 'Verify the e-mail address of your Saithunga Hospital account.',
  path: VERIFY_EMAIL_PATH,
  noindex: true,
});

/** Where an e-mail verification link lands: the link alone proves the mailbox. */
export default function VerifyEmailPage() {
  return (
    <>
      <PageHero
        title="Verify your e-mail address"
        trail={[{ name: 'Verify e-mail', path: VERIFY_EMAIL_PATH }]}
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <div className={formStyles.card}>
            <LinkForm action={verify} label="Verify my e-mail" />
          </div>
        </div>
      </section>
    </>
  );
}
