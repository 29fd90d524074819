import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import { AccountPage } from '@/components/account/account-page';
import { EraseForm } from '@/components/account/erase-form';
import styles from '@/components/account/privacy.module.css';
import { RetentionTable } from '@/components/account/retention-table';
import { Link } from '@/components/ui/link';
import { currentConsents } from '@/lib/accounts/consent';
import {
  CARE_NOT_WITHDRAWABLE,
  CONSENT_PURPOSES,
  isOptionalPurpose,
  PURPOSE_WORDS,
} from '@/lib/accounts/consent-purposes';
import { requireAccount } from '@/lib/accounts/current';
import { GRIEVANCE_ANSWER_DAYS } from '@/lib/accounts/grievance-officer';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { getGrievanceOfficer } from '@/lib/accounts/grievance-read';
import { ERASE_FRESH_MINUTES, ERASE_WORD, isFreshSignIn } from '@/lib/accounts/privacy';
import {
  ACCOUNT_SETTINGS_PATH,
  EXPORT_JSON_PATH,
  EXPORT_PDF_PATH,
  PRIVACY_PATH,
  PROFILE_PATH,
} from '@/lib/accounts/privacy-paths';
import { getDb } from '@/lib/db';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { eraseMyAccount, setConsent, signInAgain } from './actions';

// Personal: read per request from the session, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = accountPageMetadata(
  'Privacy centre',
  'Download, correct or erase your data, and withdraw consent.',
  PRIVACY_PATH,
);

/**
 * /account/privacy (issue 46; DPDP Act 2023 s.11-13, docs/decisions/privacy-centre.md): the
 * patient's rights in one place: the export, the consents with a switch each, the way to
 * correct, the erasure with what the law keeps, and whom to complain to.
 */
export default async function PrivacyPage() {
  const account = await requireAccount(PRIVACY_PATH);
  const db = await getDb();
  const [consents, officer, fresh] = await Promise.all([
    currentConsents(db, account.id),
    getGrievanceOfficer(db),
    isFreshSignIn(db, account.sessionHash),
  ]);
  return (
    <AccountPage title="Privacy centre" path={PRIVACY_PATH} className={styles.page}>
      <section className={`${formStyles.card} ${styles.card}`} aria-labelledby="export">
        <h2 id="export">Download your data</h2>
        <p className={styles.muted}>
          Everything we hold about you and your family members: profile, addresses, consents,
          appointments, orders, lab reports and prescriptions (as records; the files stay on your
          timeline), and your requests here.
        </p>
        <div className={styles.row}>
          <a href={EXPORT_JSON_PATH} className="btn btn-outline" download>
            Download as JSON
          </a>
          <a href={EXPORT_PDF_PATH} className="btn btn-outline" download>
            Download as PDF
          </a>
        </div>
      </section>

      <section className={`${formStyles.card} ${styles.card}`} aria-labelledby="consents">
        <h2 id="consents">Your consents</h2>
        <ul role="list" className={styles.consents}>
          {CONSENT_PURPOSES.map((purpose) => {
            const state = consents[purpose];
            const on = state?.granted ?? false;
            const words = PURPOSE_WORDS[purpose];
            return (
              <li key={purpose} className={styles.consent}>
                <div>
                  <p>
                    <strong>{words.title}</strong>:{' '}
                    <span data-consent-state={purpose}>
                      {on ? `given ${formatIndiaDateTime(state!.at)}` : 'not given'}
                    </span>
                  </p>
                  <p className={styles.muted}>{words.detail}</p>
                  {purpose === 'care' ? (
                    <p className={styles.muted}>{CARE_NOT_WITHDRAWABLE}</p>
                  ) : null}
                </div>
                {isOptionalPurpose(purpose) ? (
                  <form action={setConsent.bind(null, purpose, !on)}>
                    <button
                      type="submit"
                      className="btn btn-outline btn-sm"
                      aria-label={`${on ? 'Withdraw' : 'Give'} consent: ${words.title}`}
                    >
                      {on ? 'Withdraw' : 'Give consent'}
                    </button>
                  </form>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={`${formStyles.card} ${styles.card}`} aria-labelledby="correct">
        <h2 id="correct">Correct your data</h2>
        <p className={styles.muted}>
          Change your name, your family members’ details and your addresses on{' '}
          <Link href={PROFILE_PATH}>your profile and family</Link>, and your e-mail in{' '}
          <Link href={ACCOUNT_SETTINGS_PATH}>account settings</Link>. A booking or an order already
          made keeps the details it was made with; ask the grievance officer below to correct one.
        </p>
      </section>

      <section className={`${formStyles.card} ${styles.card}`} aria-labelledby="erase">
        <h2 id="erase">Erase your account</h2>
        <p className={styles.muted}>
          Erasing cannot be undone. You are signed out everywhere; your mobile number can open a
          new, empty account later.
        </p>
        <RetentionTable headingId="kept" />
        {fresh ? (
          <EraseForm word={ERASE_WORD} erase={eraseMyAccount} />
        ) : (
          <form action={signInAgain} className={styles.card}>
            <p className={styles.muted}>
              For your safety, erasing needs a sign-in within the last {ERASE_FRESH_MINUTES}{' '}
              minutes: sign in again with a new code, then come back here.
            </p>
            <button type="submit" className="btn btn-outline">
              Sign in again to erase
            </button>
          </form>
        )}
      </section>

      <section className={`${formStyles.card} ${styles.card}`} aria-labelledby="grievance">
        <h2 id="grievance">Questions and complaints</h2>
        <p>
          Our Grievance Officer, {officer.name}:{' '}
          <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
          <a href={`tel:+91${officer.phone}`}>{officer.phone}</a>. We answer within{' '}
          {GRIEVANCE_ANSWER_DAYS} days.
        </p>
        <p className={styles.muted}>
          If our answer does not settle it, you may complain to the Data Protection Board of India
          (Digital Personal Data Protection Act 2023, section 13(3)).
        </p>
      </section>
    </AccountPage>
  );
}
