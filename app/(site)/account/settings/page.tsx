import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { EmailForm } from '@/components/account/email-form';
import { PageHero } from '@/components/ui/page-hero';
import { requireAccount } from '@/lib/accounts/current';
import { getAccountSettings } from '@/lib/accounts/settings';
import { getDb } from '@/lib/db';
import { buildMetadata } from '@/lib/seo/metadata';
import { changeEmail, signOut, signOutEverywhere } from './actions';

export const dynamic = 'force-dynamic';

const PATH = '/account/settings';

export const metadata: Metadata = buildMetadata({
  title: 'Account settings',
  description: 'Your e-mail address and the browsers signed in to your account.',
  path: PATH,
  noindex: true,
});

const SIGN_OUTS = [
  { action: signOut, label: 'Sign out' },
  { action: signOutEverywhere, label: 'Sign out everywhere' },
];

const browsers = (n: number) => `Signed in on ${n} ${n === 1 ? 'browser' : 'browsers'}`;

/** /account/settings (issue 46): the e-mail to sign in by link, and signing out. */
export default async function SettingsPage() {
  const account = await requireAccount(PATH);
  const settings = await getAccountSettings(await getDb(), account.id);
  if (!settings) return null;
  return (
    <>
      <PageHero title="Account settings" trail={[{ name: 'Account settings', path: PATH }]} />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <div className={`${formStyles.card} ${styles.steps}`}>
            <h2>Your account</h2>
            <p className={styles.muted}>
              {settings.name}, mobile number ending {settings.phone.slice(-4)}
            </p>
          </div>
          <div className={`${formStyles.card} ${styles.steps}`}>
            <h2>E-mail</h2>
            <p className={styles.muted}>
              {settings.email
                ? settings.emailVerified
                  ? `${settings.email} is verified: you can sign in with a link sent to it.`
                  : `${settings.email} is not verified yet: open the link we sent to it.`
                : 'Add an e-mail address to sign in with a link sent to it.'}
            </p>
            <EmailForm current={settings.email} change={changeEmail} />
          </div>
          <div className={`${formStyles.card} ${styles.steps}`}>
            <h2>Browsers</h2>
            <p>{browsers(settings.browsers)}</p>
            <div className={styles.row}>
              {SIGN_OUTS.map(({ action, label }) => (
                <form key={label} action={action}>
                  <button type="submit" className="btn btn-outline">
                    {label}
                  </button>
                </form>
              ))}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
