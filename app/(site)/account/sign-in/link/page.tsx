import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { LinkForm } from '@/components/account/link-form';
import { PageHero } from '@/components/ui/page-hero';
import { LINK_SIGN_IN_PATH } from '@/lib/accounts/email-link';
import { buildMetadata } from '@/lib/seo/metadata';
import { enterLink } from '../actions';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Sign in with your link',
  description: 'Sign in to your Saithunga Hospital account with the link we e-mailed you.',
  path: LINK_SIGN_IN_PATH,
  noindex: true,
});

/** Where an e-mailed sign-in link lands (lib/accounts/email-link.ts). */
export default function SignInLinkPage() {
  return (
    <>
      <PageHero
        title="Sign in with your link"
        trail={[{ name: 'Sign in', path: LINK_SIGN_IN_PATH }]}
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <div className={formStyles.card}>
            <LinkForm action={enterLink} label="Sign in" />
          </div>
        </div>
      </section>
    </>
  );
}
