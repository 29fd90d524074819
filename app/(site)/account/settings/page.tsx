import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { AccountPage } from '@/components/account/account-page';
import { EmailForm } from '@/components/account/email-form';
import { requireAccount } from '@/lib/accounts/current';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { getAccountSettings } from '@/lib/accounts/settings';
import { getDb } from '@/lib/db';
import { changeEmail, signOut, signOutEverywhere } from './actions';

export const dynamic = 'force-dynamic';

const PATH = '/account/settings';

export const metadata: Metadata = accountPageMetadata(
  'Account settings',
  'Your e-mail address and the browsers signed in to your account.',
  PATH,
);

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
    <AccountPage title="Account settings" path={PATH} className={styles.page}>
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
    </AccountPage>
  );
}
