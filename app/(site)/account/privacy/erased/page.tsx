import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/privacy.module.css';
import { RetentionTable } from '@/components/account/retention-table';
import { PageHero } from '@/components/ui/page-hero';
import { ERASED_PATH } from '@/lib/accounts/privacy-paths';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata({
  title: 'Account erased',
  description: 'Your account has been erased.',
  path: ERASED_PATH,
  noindex: true,
});

/** Where an erasure lands: signed out, told what went and what the law keeps. No personal data. */
export default function ErasedPage() {
  return (
    <>
      <PageHero
        title="Your account is erased"
        trail={[{ name: 'Account erased', path: ERASED_PATH }]}
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <section className={`${formStyles.card} ${styles.card}`} aria-labelledby="gone">
            <h2 id="gone">What happened</h2>
            <p>
              Your account, profile, family members and addresses are deleted, and every browser is
              signed out.
            </p>
            <RetentionTable headingId="kept" />
          </section>
        </div>
      </section>
    </>
  );
}
